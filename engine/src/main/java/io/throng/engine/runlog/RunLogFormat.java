package io.throng.engine.runlog;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.HdrHistogram.Histogram;

/**
 * The run log format, version {@value #VERSION}: UTF-8 text, one record per line ending in
 * {@code \n}, fields separated by a tab. Lines are appended every 200 ms and flushed, so a log
 * cut off mid-run (a killed JVM) is still readable up to its last complete line, and lacks at
 * most the last 200 ms of completions; a last line without its {@code \n} is incomplete and
 * ignored.
 *
 * <pre>
 * THRONG-RUNLOG  1
 * RUN            startEpochMillis  simulationName
 * SHARD          index  count
 * HOST           hostName
 * PLAN           description
 * POPULATION     scenarioName  profile
 * THROTTLE       throttle
 * TARGET         baseUrl
 * VALIDITY       cpuPercent  loopLagMicros  lateBasisPoints  consecutiveSeconds  runPercent
 * CUSTOM_METRIC  kind  metricName
 * USERS          second  active  started  finished
 * SCENARIO_USERS second  scenarioName  active  started  finished
 * USERS_PEAK     second  mostActive
 * SCENARIO_USERS_PEAK  second  scenarioName  mostActive
 * REQUEST        second  requestName  status  histogram
 * SERVICE        second  requestName  status  histogram
 * STATUS         second  requestName  code  count
 * PROTOCOL       second  requestName  protocol  count
 * RETRY          second  requestName  count
 * ERROR          second  requestName  kind  count  message
 * GROUP          second  groupName  status  durations  cumulatedResponseTimes
 * HEALTH         second  cpuPercent  gcMillis  maxLoopLagMicros
 * LATE           second  count  maxLagMicros
 * TRAFFIC        second  bytesSent  bytesReceived
 * ABORT          second  assertion  actual  expected
 * USER_ERROR     second  scenarioName  step  exceptionClass  count  message
 * CUSTOM_COUNTER second  metricName  sum
 * CUSTOM_GAUGE   second  metricName  last  min  max
 * CUSTOM_TREND   second  metricName  histogram
 * END            endEpochMillis  reason
 * </pre>
 *
 * <ul>
 *   <li>{@code THRONG-RUNLOG} is the first line and names the format version.
 *   <li>{@code RUN} follows it: when the run started (the instant of second 0) and its name.
 *       The shards of one run share their start instant, so their seconds line up when merged.
 *   <li>{@code SHARD}, right after {@code RUN} in a sharded run only: this log is shard
 *       {@code index} (from 0) of the {@code count} that together ran the simulation. Added
 *       within version 1, as the rule below allows: a log without it is a whole run, and a
 *       reader that predates it skips it.
 *   <li>{@code HOST}, right after {@code SHARD} in a sharded run only: the name of the machine
 *       (on Kubernetes, the pod) that ran this shard, so a merged report can say which injector
 *       was which. Added within version 1 like {@code SHARD}.
 *   <li>{@code PLAN}, {@code POPULATION} and {@code THROTTLE} follow {@code RUN} (and
 *       {@code SHARD}), before any second: the simulation's description (empty when it gave
 *       none), then one {@code POPULATION} per population, children after their parent, with its
 *       scenario's name and its injection profile in words ({@code "10 users at once, then 100
 *       users over 30 s (open model)"}), then in a throttled run one {@code THROTTLE} with the
 *       throttle in words ({@code "reach 100 req/s in 10 s, hold 1 min"}). The words are for
 *       people, not parsed. Added within version 1 like {@code SHARD}: older logs lack them and
 *       older readers skip them.
 *   <li>{@code TARGET}, after those: one per base URL the run sent its requests to, the demo
 *       target's loopback URL when it used that. Added within version 1 like {@code SHARD}.
 *   <li>{@code VALIDITY}, after those, once: the rules that say when the run is not valid because
 *       its generator was saturated ({@link ValidityRules}, the {@code loadtest.validity} settings):
 *       a second is saturated when its {@code HEALTH} CPU reached {@code cpuPercent} or its loop lag
 *       reached {@code loopLagMicros}, or when its {@code LATE} count is more than
 *       {@code lateBasisPoints} hundredths of a percent of its {@code REQUEST} counts; the run is
 *       invalid when saturated seconds come {@code consecutiveSeconds} in a row or add up to
 *       {@code runPercent} of its seconds (and to {@code consecutiveSeconds} at least). Added within
 *       version 1 like {@code SHARD}: a log without it is judged by the defaults, and older readers
 *       skip it.
 *   <li>{@code CUSTOM_METRIC}, after {@code VALIDITY}: one per custom metric the simulation declared
 *       ({@code counter(name)}, {@code gauge(name)}, {@code trend(name)}), in the order declared:
 *       its kind ({@code COUNTER}, {@code GAUGE} or {@code TREND}) and its name, unique in the
 *       run, so a metric never updated still shows, with nothing. Added within version 1 like
 *       {@code SHARD}: older logs lack it and older readers skip it.
 *   <li>{@code second} counts whole seconds since the start: records with second {@code s}
 *       describe what completed in {@code [s, s+1)}. A second's {@code REQUEST}, {@code SERVICE},
 *       {@code STATUS}, {@code PROTOCOL}, {@code ERROR} and {@code GROUP} records may come in several parts (one
 *       per 200 ms step that had completions), several records of the same second, name and
 *       status: a reader adds them up. Logs that wrote each second once, and readers that already
 *       added records of a second up (the shards' merge does), are unaffected. The second's
 *       other records come once, after its last part.
 *   <li>{@code USERS}: virtual users active at the end of the second, and how many started and
 *       finished during it. Written for every second, idle ones included, so the last
 *       {@code USERS} record of a cut-off log says how long it ran.
 *   <li>{@code SCENARIO_USERS}: in a run of two scenarios or more, right after each
 *       {@code USERS}, one per scenario whose users have started: the same three counts for that
 *       scenario's users alone (they add up to {@code USERS}'). Added within version 1 like
 *       {@code SHARD}: older logs lack it and older readers skip it.
 *   <li>{@code USERS_PEAK}: right after each {@code USERS}, the most virtual users active at once
 *       during the second, as Gatling's users chart: users that start and finish within a second
 *       count here, though not in {@code active}. The stats thread takes it as it closes the
 *       second, a few milliseconds after the second's end, so a user starting in those
 *       milliseconds counts in both seconds; it is never below the {@code active} of this
 *       second or the one before. {@code SCENARIO_USERS_PEAK}, right after each
 *       {@code SCENARIO_USERS}, is the same for that scenario's users alone (the scenarios' peaks
 *       need not add up to the run's: they may come at different instants). Added within version
 *       1 like {@code SHARD}: in older logs {@code active} is the best figure there is, and
 *       older readers skip them.
 *   <li>{@code REQUEST}: one per request name and status ({@code OK} or {@code KO}) that had
 *       completions in the second. {@code histogram} holds their response times in
 *       microseconds, an HdrHistogram compressed with {@code encodeIntoCompressedByteBuffer}
 *       and written in Base64; its total count is the number of requests. The response time
 *       runs from when the request was <em>meant</em> to be sent (an open-model user's arrival,
 *       a throttled request's slot) to its end, so a stalled target cannot hide requests that
 *       were late to start (no coordinated omission).
 *       Within a second, names come in the order the run made them: each scenario's requests in
 *       the order it sends them, then names made while the run went; so the order in which names
 *       first appear in a log is the scenarios' order, which the report keeps.
 *   <li>{@code SERVICE}: follows each {@code REQUEST} with the same requests' service times,
 *       from when each was actually sent to its end (wrk2's distinction). The two differ only
 *       when requests started late.
 *   <li>{@code STATUS}: how many responses of a request name had HTTP status {@code code} in the
 *       second. Requests that got no response (refused, timed out, ...) have no status.
 *   <li>{@code PROTOCOL}: how many requests of a request name, OK and KO, went out on
 *       {@code protocol} in the second: a word, {@code h1}, {@code h2}, {@code h3}, {@code ws}
 *       or {@code sse}, what the request actually used, so an {@code enableHttp2()} request that
 *       fell back to HTTP/1.1 is {@code h1}. Requests that reached no connection (refused, not
 *       resolved, not built) have none, so the counts may add up to less than the REQUEST counts;
 *       a name may have several (some connections fell back, others did not). Added within
 *       version 1 like {@code SHARD}: older logs lack it (the protocol unknown) and older
 *       readers skip it.
 *   <li>{@code RETRY}: how many attempts of a request name were lost in the second: written,
 *       then the server closed the reused keep-alive connection before any response, and the
 *       request (an idempotent one) was sent once more on another connection. The retry's own
 *       outcome is in the {@code REQUEST} records, so over the run a request's attempts on the
 *       wire are its OK + KO + RETRY counts. Written only for seconds that had some. Added within
 *       version 1 like {@code SHARD}: older logs lack it (none retried, or not counted) and older
 *       readers skip it.
 *   <li>{@code ERROR}: how many KOs of a request name had this message in the second, and their
 *       kind: a word such as {@code CONNECT}, {@code TIMEOUT}, {@code CLOSED}, {@code PROTOCOL},
 *       {@code STATUS}, {@code CHECK} or {@code CANCELLED} (the engine's {@code FailureKind}). Every KO
 *       has exactly one message, so over the run a request's {@code ERROR} counts add up to its
 *       KO count; within a second a few may land one second later than their KO.
 *   <li>{@code GROUP}: one per group and status ({@code OK} or {@code KO}) that had executions
 *       end in the second. {@code groupName} is the group's name after its enclosing groups'
 *       ({@code checkout}, {@code checkout / pay}: each level of nested groups has its own
 *       records). {@code durations} holds how long each execution took, from entering the group
 *       to leaving it, pauses included, in microseconds, encoded as {@code REQUEST}'s histogram;
 *       its total count is the number of executions. {@code cumulatedResponseTimes}, encoded the
 *       same way and with the same count, holds for each execution the sum of the response times
 *       of the requests made inside it (silent ones included). An execution is {@code KO} when a
 *       request or a step inside it failed, or when the run stopped its user inside the group. A
 *       group's requests keep their own {@code REQUEST} records, named {@code group / request}.
 *       Added within version 1 like {@code SHARD}: older logs lack it and older readers skip it.
 *   <li>{@code HEALTH}: the load generator's own state in the second: CPU used by its JVM in
 *       percent of all cores ({@code -1} when the JVM cannot tell), milliseconds spent in garbage
 *       collection, and the worst lag of an event loop in microseconds. A second whose CPU or lag
 *       reaches the {@code VALIDITY} thresholds is saturated: its figures may show the generator's
 *       limits, not the target's.
 *   <li>{@code LATE}: requests sent more than 10 ms after they were meant to go (an open-model
 *       user's arrival, a throttle's slot), and the worst such lag, in microseconds. Written
 *       only for seconds that had some. Their lateness is already in their response times; this
 *       says the run fell behind its schedule, because the target stalled every user or the
 *       generator was saturated.
 *   <li>{@code TRAFFIC}: bytes the run sent and received on the wire in the second, headers and
 *       TLS records included (ab's "Transfer rate"). Written only for seconds with traffic.
 *   <li>{@code ABORT}: an abort-on-fail assertion failed on the figures of seconds 0 to
 *       {@code second} (judged as that second was collected, {@code second + 1} seconds into the
 *       run), and stopped the run: the assertion's description (for {@code forAll()}, with the
 *       request's name), its actual value and the condition it missed, all with their units. At
 *       most one, before {@code END}; that run's {@code END} reason is {@code aborted}. Added
 *       within version 1 like {@code SHARD}: older readers skip it.
 *   <li>{@code USER_ERROR}: how many times, in the second, a step of scenario
 *       {@code scenarioName} threw instead of running, with the exception's class (its full
 *       name) and message (cut to 200 characters, empty when it had none). {@code step} says
 *       which: {@code exec #2} is the scenario's second {@code exec(session -> ...)} function,
 *       after its groups' names ({@code checkout / exec #1}); {@code doIf #1}, {@code asLongAs #1}
 *       and {@code repeat #1} name conditions and loop functions that threw. Such a user's
 *       session is marked failed and it goes on. A crash is not a request: it is not in any
 *       {@code REQUEST} count.
 *       Written only for seconds that had some. Added within version 1 like {@code SHARD}: older
 *       logs lack it and older readers skip it.
 *   <li>{@code CUSTOM_COUNTER}, {@code CUSTOM_GAUGE}, {@code CUSTOM_TREND}: what the users did
 *       to a declared custom metric, written as the stats thread closes the second (as
 *       {@code USERS_PEAK}, so a value given in the few milliseconds after a second's end counts
 *       in that second), only for seconds in which it changed. A counter's {@code sum} is what was
 *       added in the second. A gauge's {@code last} is its value at the close, {@code min} and
 *       {@code max} the least and most it was set to in the second (these three may be negative,
 *       down to {@code -MAX_VALUE}). A trend's {@code histogram}, encoded as {@code REQUEST}'s,
 *       holds the values recorded in the second (plain numbers, not microseconds). Added within
 *       version 1 like {@code SHARD}: older logs lack them and older readers skip them.
 *   <li>{@code END}: the run ended; {@code reason} is a word such as {@code completed},
 *       {@code max-duration}, {@code interrupted}, {@code interrupted-out-of-memory} (a user's step ran
 *       the JVM out of memory) or {@code aborted}. A log without it was cut off.
 * </ul>
 *
 * <p>Names and messages escape backslash, tab, carriage return and newline as {@code \\},
 * {@code \t}, {@code \r} and {@code \n}. A reader skips record types it does not know, so later
 * versions may add records.
 */
public final class RunLogFormat {

  /** The version this package writes and reads. */
  public static final int VERSION = 1;

  /** The name of the run log file inside a run folder. */
  public static final String FILE_NAME = "run.log";

  /** Response times are recorded in microseconds, up to an hour, with 3 significant digits. */
  public static final long HIGHEST_TRACKABLE_MICROS = 3_600_000_000L;

  public static final int SIGNIFICANT_DIGITS = 3;

  /** The longest line a reader accepts: two histograms of the widest shape fit with room to spare. */
  static final int MAX_LINE_BYTES = 1 << 20;

  /** The largest count, size or duration a record may carry: beyond it a log is damaged, not busy. */
  public static final long MAX_VALUE = 1L << 40;

  /** The most a histogram of {@link #newHistogram()}'s shape takes decompressed; a larger one is a bomb. */
  private static final int MAX_DECODED_HISTOGRAM_BYTES = newHistogram().getNeededByteBufferCapacity();

  /** What HdrHistogram 2 writes first in a compressed histogram (V2 encoding, 8-byte counts). */
  private static final int COMPRESSED_COOKIE = 0x1c849314;

  static final String MAGIC = "THRONG-RUNLOG";
  static final String RUN = "RUN";
  static final String SHARD = "SHARD";
  static final String HOST = "HOST";
  static final String PLAN = "PLAN";
  static final String POPULATION = "POPULATION";
  static final String THROTTLE = "THROTTLE";
  static final String TARGET = "TARGET";
  static final String VALIDITY = "VALIDITY";
  static final String USERS = "USERS";
  static final String SCENARIO_USERS = "SCENARIO_USERS";
  static final String USERS_PEAK = "USERS_PEAK";
  static final String SCENARIO_USERS_PEAK = "SCENARIO_USERS_PEAK";
  static final String REQUEST = "REQUEST";
  static final String SERVICE = "SERVICE";
  static final String STATUS = "STATUS";
  static final String PROTOCOL = "PROTOCOL";
  static final String RETRY = "RETRY";
  static final String ERROR = "ERROR";
  static final String GROUP = "GROUP";
  static final String HEALTH = "HEALTH";
  static final String LATE = "LATE";
  static final String TRAFFIC = "TRAFFIC";
  static final String ABORT = "ABORT";
  static final String USER_ERROR = "USER_ERROR";
  static final String CUSTOM_METRIC = "CUSTOM_METRIC";
  static final String CUSTOM_COUNTER = "CUSTOM_COUNTER";
  static final String CUSTOM_GAUGE = "CUSTOM_GAUGE";
  static final String CUSTOM_TREND = "CUSTOM_TREND";
  static final String END = "END";
  static final char SEPARATOR = '\t';

  private RunLogFormat() {}

  /** A histogram of the shape every {@code REQUEST} record carries. */
  public static Histogram newHistogram() {
    return new Histogram(HIGHEST_TRACKABLE_MICROS, SIGNIFICANT_DIGITS);
  }

  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  static String unescape(String text) {
    if (text.indexOf('\\') < 0) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != '\\' || i + 1 == text.length()) {
        out.append(c);
        continue;
      }
      char next = text.charAt(++i);
      switch (next) {
        case 't' -> out.append('\t');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        default -> out.append(next);
      }
    }
    return out.toString();
  }

  /** {@code histogram} as the log's records carry it: compressed, in Base64. */
  public static String encode(Histogram histogram) {
    ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
    int length = histogram.encodeIntoCompressedByteBuffer(buffer);
    return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
  }

  /**
   * The histogram {@link #encode} wrote, checked before it is inflated.
   *
   * @throws IllegalArgumentException if {@code base64} is not such a histogram; the message says how
   */
  public static Histogram decode(String base64) {
    byte[] compressed;
    try {
      compressed = Base64.getDecoder().decode(base64);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("histogram is not Base64: " + e.getMessage());
    }
    ByteBuffer in = ByteBuffer.wrap(compressed);
    if (compressed.length < 8 || in.getInt() != COMPRESSED_COOKIE || in.getInt() != compressed.length - 8) {
      throw new IllegalArgumentException("histogram is not a compressed HdrHistogram");
    }
    byte[] out = new byte[MAX_DECODED_HISTOGRAM_BYTES];
    int length = inflate(compressed, out);
    ByteBuffer header = ByteBuffer.wrap(out, 0, length);
    if (length < 40 || header.getInt(12) > SIGNIFICANT_DIGITS || header.getLong(16) < 1
        || header.getLong(24) > HIGHEST_TRACKABLE_MICROS || header.getLong(24) < 2 * header.getLong(16)) {
      throw new IllegalArgumentException("histogram has a damaged header");
    }
    Histogram histogram;
    try {
      histogram = Histogram.decodeFromByteBuffer(header, 0);
    } catch (RuntimeException e) {
      // HdrHistogram builds the histogram by reflection and wraps what the constructor threw, a
      // heap too small among them: that is not damage, and saying so would send the user astray.
      for (Throwable cause = e; cause != null; cause = cause.getCause()) {
        if (cause instanceof OutOfMemoryError outOfMemory) {
          throw outOfMemory;
        }
      }
      throw new IllegalArgumentException("histogram has damaged counts");
    }
    if (histogram.getTotalCount() < 0 || histogram.getTotalCount() > MAX_VALUE) {
      throw new IllegalArgumentException("histogram counts " + histogram.getTotalCount() + " requests; it must be"
          + " between 0 and " + MAX_VALUE);
    }
    return histogram;
  }

  /** Inflates at most {@code out.length} bytes, so a crafted histogram cannot take more memory. */
  private static int inflate(byte[] compressed, byte[] out) {
    Inflater inflater = new Inflater();
    try {
      inflater.setInput(compressed, 8, compressed.length - 8);
      int length = 0;
      while (!inflater.finished() && length < out.length) {
        int inflated = inflater.inflate(out, length, out.length - length);
        if (inflated == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
          throw new IllegalArgumentException("histogram's compressed data ends early");
        }
        length += inflated;
      }
      if (!inflater.finished()) {
        throw new IllegalArgumentException("histogram decompresses beyond the " + out.length
            + " bytes a run-log histogram takes");
      }
      return length;
    } catch (DataFormatException e) {
      throw new IllegalArgumentException("histogram's compressed data is damaged (" + e.getMessage() + ")");
    } finally {
      inflater.end();
    }
  }
}
