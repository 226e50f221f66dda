package io.throng.dsl.model;

import io.throng.dsl.Session;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/** One thing a virtual user does. The engine has one way of running each kind. */
public sealed interface Step {

  /**
   * Sends one HTTP request and waits for its response.
   *
   * @param silent whether the request stays out of the statistics (its OK/KO counts and response
   *     times); it is still sent and checked, and a failure still fails the session and its groups
   * @param resources fetched concurrently after the response, as a browser fetches a page's
   *     stylesheets and images; the user goes on when all of them completed
   */
  record Http(HttpRequestSpec request, boolean silent, List<HttpRequestSpec> resources) implements Step {
    public Http {
      Objects.requireNonNull(request, "request");
      resources = List.copyOf(resources);
    }

    /** A request without resources. */
    public Http(HttpRequestSpec request, boolean silent) {
      this(request, silent, List.of());
    }

    /** A request recorded in the statistics. */
    public Http(HttpRequestSpec request) {
      this(request, false);
    }
  }

  /** Waits without sending anything (think time). */
  record Pause(Duration duration) implements Step {
    public Pause {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /** Waits a uniformly random time in {@code [min, max]}. */
  record RandomPause(Duration min, Duration max) implements Step {
    public RandomPause {
      Objects.requireNonNull(min, "min");
      Objects.requireNonNull(max, "max");
    }
  }

  /**
   * Waits until {@code period} has passed since this user last passed this step, so a loop
   * containing it runs at most once per period; the first pass does not wait.
   */
  record Pace(Duration period) implements Step {
    public Pace {
      Objects.requireNonNull(period, "period");
    }
  }

  /** Replaces the session with what {@code function} returns. */
  record Exec(Function<Session, Session> function) implements Step {
    public Exec {
      Objects.requireNonNull(function, "function");
    }
  }

  /**
   * Runs {@code body} again and again while {@code condition} holds, checked before each turn.
   *
   * @param counter the session key holding the turn number (from 0), when present
   */
  record Loop(LoopCondition condition, Optional<String> counter, List<Step> body) implements Step {
    public Loop {
      Objects.requireNonNull(condition, "condition");
      Objects.requireNonNull(counter, "counter");
      body = List.copyOf(body);
    }
  }

  /** Runs {@code then} when {@code condition} holds, {@code orElse} otherwise. */
  record If(Predicate<Session> condition, List<Step> then, List<Step> orElse) implements Step {
    public If {
      Objects.requireNonNull(condition, "condition");
      then = List.copyOf(then);
      orElse = List.copyOf(orElse);
    }
  }

  /** Runs one of several branches, chosen by {@code strategy}. */
  record Switch(SwitchStrategy strategy, List<Branch> branches) implements Step {
    public Switch {
      Objects.requireNonNull(strategy, "strategy");
      branches = List.copyOf(branches);
    }
  }

  /**
   * One branch of a switch.
   *
   * @param percent the chance, in percent, that a random switch takes it; unused by the others
   */
  record Branch(double percent, List<Step> steps) {
    public Branch {
      steps = List.copyOf(steps);
    }
  }

  /** How a switch picks its branch. */
  enum SwitchStrategy {
    /** By the branches' percentages; when they add up to less than 100, the rest runs nothing. */
    RANDOM,
    /** Each branch equally likely. */
    UNIFORM,
    /** Each branch in turn, across all users. */
    ROUND_ROBIN
  }

  /**
   * Runs {@code steps} as one transaction: their requests are reported as {@code name / request},
   * and each execution of the group is recorded under {@code name} with its duration (from
   * entering to leaving, pauses included) and its requests' cumulated response time; it is KO when
   * a request or step inside failed.
   */
  record Group(String name, List<Step> steps) implements Step {
    public Group {
      Objects.requireNonNull(name, "name");
      steps = List.copyOf(steps);
    }
  }

  /**
   * Runs {@code steps}; when one of their requests fails, starts them over, {@code times} tries
   * at most. After the last failed try the user goes on with its session marked failed.
   *
   * @param counter the session key holding the try number (from 0), when present
   */
  record TryMax(int times, Optional<String> counter, List<Step> steps) implements Step {
    public TryMax {
      Objects.requireNonNull(counter, "counter");
      steps = List.copyOf(steps);
    }
  }

  /** Ends the user here when its session is marked failed. */
  record ExitHereIfFailed() implements Step {}

  /**
   * Holds each user here until {@code users} users of the population's run have reached this
   * step, then lets them all go on together; users that come after them pass at once.
   */
  record RendezVous(int users) implements Step {}

  /** Takes the next record of a feeder into the session. */
  record Feed(FeederSpec feeder) implements Step {
    public Feed {
      Objects.requireNonNull(feeder, "feeder");
    }
  }

  /** Puts a cookie into the user's jar. */
  record AddCookie(CookieSpec cookie) implements Step {
    public AddCookie {
      Objects.requireNonNull(cookie, "cookie");
    }
  }

  /** Saves a cookie's value from the user's jar under {@code key}; a missing cookie fails the session. */
  record GetCookieValue(CookieSelector cookie, String key) implements Step {
    public GetCookieValue {
      Objects.requireNonNull(cookie, "cookie");
      Objects.requireNonNull(key, "key");
    }
  }

  /** Empties the user's cookie jar, or only removes its cookies without an expiry ({@code sessionOnly}). */
  record FlushCookies(boolean sessionOnly) implements Step {}

  /**
   * Acts on the user's WebSocket named {@code socket}: each user has its own sockets, several when
   * they have different names. {@code name} is the statistics name of the connect or close.
   */
  record WebSocket(String socket, String name, WsCommand command) implements Step {
    public WebSocket {
      Objects.requireNonNull(socket, "socket");
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(command, "command");
    }
  }

  /**
   * Acts on the user's Server-Sent Events stream named {@code stream}: each user has its own
   * streams, several when they have different names. {@code name} is the statistics name of the
   * open or close.
   */
  record Sse(String stream, String name, SseCommand command) implements Step {
    public Sse {
      Objects.requireNonNull(stream, "stream");
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(command, "command");
    }
  }
}
