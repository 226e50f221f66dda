package io.throng.engine.runlog;

import io.throng.engine.runlog.RunLogEntry.Status;
import java.util.regex.Pattern;

/** Turns one line's fields into a record, validating each field; messages say what is wrong, not where. */
final class RunLogRecords {

  /** What a record type of this or a later version looks like; anything else is damage, not news. */
  private static final Pattern RECORD_TYPE = Pattern.compile("[A-Z][A-Z_]{0,31}");

  private static final Pattern DIGITS = Pattern.compile("-?[0-9]+");

  private RunLogRecords() {}

  /** The record of {@code f}, {@code null} for a record type of a later version. */
  static RunLogEntry parse(int version, String[] f) {
    return switch (f[0]) {
      case RunLogFormat.RUN -> {
        expect(f, 3);
        yield new RunLogEntry.RunStart(version, num(f, 1), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.SHARD -> {
        expect(f, 3);
        yield new RunLogEntry.Shard((int) num(f, 1), (int) num(f, 2));
      }
      case RunLogFormat.HOST -> {
        expect(f, 2);
        yield new RunLogEntry.Host(RunLogFormat.unescape(f[1]));
      }
      case RunLogFormat.PLAN -> {
        expect(f, 2);
        yield new RunLogEntry.PlanDescription(RunLogFormat.unescape(f[1]));
      }
      case RunLogFormat.POPULATION -> {
        expect(f, 3);
        yield new RunLogEntry.PopulationProfile(RunLogFormat.unescape(f[1]), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.THROTTLE -> {
        expect(f, 2);
        yield new RunLogEntry.ThrottleProfile(RunLogFormat.unescape(f[1]));
      }
      case RunLogFormat.TARGET -> {
        expect(f, 2);
        yield new RunLogEntry.Target(RunLogFormat.unescape(f[1]));
      }
      case RunLogFormat.VALIDITY -> {
        expect(f, 6);
        yield new RunLogEntry.Validity(
            new ValidityRules(small(f, 1), num(f, 2), num(f, 3), small(f, 4), small(f, 5)));
      }
      case RunLogFormat.USERS -> {
        expect(f, 5);
        yield new RunLogEntry.Users(
            num(f, 1), num(f, 2), num(f, 3), num(f, 4));
      }
      case RunLogFormat.SCENARIO_USERS -> {
        expect(f, 6);
        yield new RunLogEntry.ScenarioUsers(num(f, 1), RunLogFormat.unescape(f[2]), num(f, 3), num(f, 4), num(f, 5));
      }
      case RunLogFormat.USERS_PEAK -> {
        expect(f, 3);
        yield new RunLogEntry.UsersPeak(num(f, 1), num(f, 2));
      }
      case RunLogFormat.SCENARIO_USERS_PEAK -> {
        expect(f, 4);
        yield new RunLogEntry.ScenarioUsersPeak(num(f, 1), RunLogFormat.unescape(f[2]), num(f, 3));
      }
      case RunLogFormat.REQUEST -> {
        expect(f, 5);
        yield new RunLogEntry.Requests(
            num(f, 1), RunLogFormat.unescape(f[2]), status(f[3]), RunLogFormat.decode(f[4]));
      }
      case RunLogFormat.SERVICE -> {
        expect(f, 5);
        yield new RunLogEntry.ServiceTimes(
            num(f, 1), RunLogFormat.unescape(f[2]), status(f[3]), RunLogFormat.decode(f[4]));
      }
      case RunLogFormat.STATUS -> {
        expect(f, 5);
        yield new RunLogEntry.StatusCodes(
            num(f, 1), RunLogFormat.unescape(f[2]), (int) num(f, 3), num(f, 4));
      }
      case RunLogFormat.PROTOCOL -> {
        expect(f, 5);
        yield new RunLogEntry.Protocols(num(f, 1), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]), num(f, 4));
      }
      case RunLogFormat.RETRY -> {
        expect(f, 4);
        yield new RunLogEntry.Retries(num(f, 1), RunLogFormat.unescape(f[2]), num(f, 3));
      }
      case RunLogFormat.ERROR -> {
        expect(f, 6);
        yield new RunLogEntry.Errors(num(f, 1), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            num(f, 4), RunLogFormat.unescape(f[5]));
      }
      case RunLogFormat.GROUP -> {
        expect(f, 6);
        yield new RunLogEntry.Groups(num(f, 1), RunLogFormat.unescape(f[2]), status(f[3]),
            RunLogFormat.decode(f[4]), RunLogFormat.decode(f[5]));
      }
      case RunLogFormat.HEALTH -> {
        expect(f, 5);
        yield new RunLogEntry.Health(
            num(f, 1), (int) num(f, 2), num(f, 3), num(f, 4));
      }
      case RunLogFormat.LATE -> {
        expect(f, 4);
        yield new RunLogEntry.LateStarts(num(f, 1), num(f, 2), num(f, 3));
      }
      case RunLogFormat.TRAFFIC -> {
        expect(f, 4);
        yield new RunLogEntry.Traffic(num(f, 1), num(f, 2), num(f, 3));
      }
      case RunLogFormat.ABORT -> {
        expect(f, 5);
        yield new RunLogEntry.Abort(num(f, 1), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            RunLogFormat.unescape(f[4]));
      }
      case RunLogFormat.USER_ERROR -> {
        expect(f, 7);
        yield new RunLogEntry.UserErrors(num(f, 1), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            RunLogFormat.unescape(f[4]), num(f, 5), RunLogFormat.unescape(f[6]));
      }
      case RunLogFormat.CUSTOM_METRIC -> {
        expect(f, 3);
        yield new RunLogEntry.CustomMetric(metricKind(f[1]), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.CUSTOM_COUNTER -> {
        expect(f, 4);
        yield new RunLogEntry.CustomCounter(num(f, 1), RunLogFormat.unescape(f[2]), num(f, 3));
      }
      case RunLogFormat.CUSTOM_GAUGE -> {
        expect(f, 6);
        yield new RunLogEntry.CustomGauge(num(f, 1), RunLogFormat.unescape(f[2]), signed(f, 3), signed(f, 4),
            signed(f, 5));
      }
      case RunLogFormat.CUSTOM_TREND -> {
        expect(f, 4);
        yield new RunLogEntry.CustomTrend(num(f, 1), RunLogFormat.unescape(f[2]), RunLogFormat.decode(f[3]));
      }
      case RunLogFormat.END -> {
        expect(f, 3);
        yield new RunLogEntry.RunEnd(num(f, 1), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.MAGIC -> throw new IllegalArgumentException("a second " + RunLogFormat.MAGIC
          + " header: two run logs were joined into one file, and reading on would count a run twice;"
          + " keep one, or merge shards with --report folderA,folderB");
      default -> {
        if (!RECORD_TYPE.matcher(f[0]).matches()) {
          throw new IllegalArgumentException("\"" + shorten(f[0]) + "\" is not a record: each line starts with"
              + " its type in capitals (USERS, REQUEST, ...) and a tab");
        }
        yield null; // a record type of a later version
      }
    };
  }

  private static void expect(String[] fields, int count) {
    if (fields.length != count) {
      throw new IllegalArgumentException(
          fields[0] + " needs " + count + " fields, has " + fields.length);
    }
  }

  private static long num(String[] f, int i) {
    long value;
    try {
      value = Long.parseLong(f[i]);
    } catch (NumberFormatException e) {
      String what = DIGITS.matcher(f[i]).matches() ? ", beyond any count: it must be at most " + RunLogFormat.MAX_VALUE
          : ", not a number";
      throw new IllegalArgumentException(f[0] + " field " + (i + 1) + " is \"" + shorten(f[i]) + "\"" + what);
    }
    if (value < 0 && !(f[0].equals(RunLogFormat.HEALTH) && i == 2 && value == -1)) {
      throw new IllegalArgumentException(f[0] + " field " + (i + 1) + " is " + value + "; it must not be negative");
    }
    if (value > RunLogFormat.MAX_VALUE && !(i == 1 && (f[0].equals(RunLogFormat.RUN) || f[0].equals(RunLogFormat.END)))) {
      throw new IllegalArgumentException(f[0] + " field " + (i + 1) + " is " + value + "; it must be at most "
          + RunLogFormat.MAX_VALUE);
    }
    return value;
  }

  /** A field that may be negative, such as a gauge's value: within {@code -MAX_VALUE..MAX_VALUE}. */
  private static long signed(String[] f, int i) {
    boolean negative = f[i].startsWith("-");
    String[] magnitude = f.clone();
    magnitude[i] = negative ? f[i].substring(1) : f[i];
    if (negative && magnitude[i].startsWith("-")) {
      throw new IllegalArgumentException(f[0] + " field " + (i + 1) + " is \"" + shorten(f[i]) + "\", not a number");
    }
    long value = num(magnitude, i);
    return negative ? -value : value;
  }

  private static String metricKind(String word) {
    return switch (word) {
      case "COUNTER", "GAUGE", "TREND" -> word;
      default -> throw new IllegalArgumentException("custom metric kind \"" + shorten(word)
          + "\" is none of COUNTER, GAUGE, TREND");
    };
  }

  /** A field that fits an {@code int}; a larger one stays out of bounds rather than wrapping into them. */
  private static int small(String[] f, int i) {
    return (int) Math.min(num(f, i), Integer.MAX_VALUE);
  }

  private static Status status(String word) {
    return switch (word) {
      case "OK" -> Status.OK;
      case "KO" -> Status.KO;
      default -> throw new IllegalArgumentException("status \"" + shorten(word) + "\" is neither OK nor KO");
    };
  }

  static String shorten(String text) {
    return text.length() <= 40 ? text : text.substring(0, 40) + "...";
  }
}
