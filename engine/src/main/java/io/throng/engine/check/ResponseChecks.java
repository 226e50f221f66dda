package io.throng.engine.check;

import io.throng.dsl.Session;
import io.throng.dsl.model.CheckSpec;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.Proxy;
import io.throng.engine.http.BodyScan;
import io.throng.engine.http.CookieJar;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.outcome.FailureKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every check of one request, compiled before the run, and the verdict on a response: OK with
 * the session updated by {@code saveAs}, or KO with a reason. Without a status check, a status
 * outside 2xx and 3xx is a KO {@code status 503}. Stateless and shared by every user.
 *
 * <pre>{@code
 * ResponseChecks checks = ResponseChecks.compile(spec.checks(), settings.maxBodyBytes());
 * ResponseChecks.Verdict verdict = checks.verify(response, request, endNanos - intendedNanos, session, cookies);
 * }</pre>
 */
public final class ResponseChecks {

  /** How a response fared: {@code kind} and {@code failure} are {@code null} for an OK. */
  public record Verdict(Session session, FailureKind kind, String failure) {}

  private final CompiledCheck[] checks;
  private final boolean checksStatus;
  private final boolean needsBody;
  private final boolean needsLength;
  private final List<CompiledCheck> searches;
  private final int maxBodyBytes;
  private final Redaction redaction;

  private ResponseChecks(List<CompiledCheck> checks, int maxBodyBytes, Redaction redaction) {
    this.checks = checks.toArray(CompiledCheck[]::new);
    this.checksStatus = checks.stream().anyMatch(CompiledCheck::isStatusCheck);
    this.needsBody = checks.stream().anyMatch(CompiledCheck::needsBody);
    this.needsLength = checks.stream().anyMatch(CompiledCheck::isBodyLengthCheck);
    this.searches = checks.stream().filter(CompiledCheck::searchesBody).toList();
    this.maxBodyBytes = maxBodyBytes;
    this.redaction = redaction;
  }

  /**
   * Checks whose failures show no secret: {@code sensitive} and {@code proxy}'s credentials are
   * masked beside credentials and cookies ({@link Redaction}).
   *
   * @throws IllegalArgumentException when a check cannot be compiled, such as an invalid JSON path
   */
  public static ResponseChecks compile(List<CheckSpec> specs, int maxBodyBytes, HttpProtocol.Sensitive sensitive,
      Optional<Proxy> proxy) {
    return new ResponseChecks(specs.stream().map(CompiledCheck::compile).toList(), maxBodyBytes,
        Redaction.of(sensitive, proxy));
  }

  /** Checks masking only credentials and cookies in their failures. */
  public static ResponseChecks compile(List<CheckSpec> specs, int maxBodyBytes) {
    return new ResponseChecks(specs.stream().map(CompiledCheck::compile).toList(), maxBodyBytes, Redaction.DEFAULT);
  }

  /**
   * How much of the body the client must keep: the cap when a check reads it; {@code 0} when a
   * check reads only its length, which is the decoded length, or searches it as it arrives ({@link
   * #scan}), so a gzip body is decoded but not kept; otherwise {@code -1}, and the body is neither
   * kept nor decoded.
   */
  public int bodyBytesToKeep() {
    return needsBody ? maxBodyBytes : needsLength || !searches.isEmpty() ? 0 : -1;
  }

  /**
   * What searches the body of one response to {@code session}'s request as it arrives, for the
   * substring checks; {@code null} when there are none. Send it with the request.
   */
  public BodyScan scan(Session session) {
    if (searches.isEmpty()) {
      return null;
    }
    List<CompiledCheck> searching = new ArrayList<>(searches.size());
    List<NeedleSearch> needles = new ArrayList<>(searches.size());
    for (CompiledCheck check : searches) {
      try {
        needles.add(check.search(session));
        searching.add(check);
      } catch (Exception e) {
        // A text naming a key the session lacks: the check fails when it runs, saying which.
      }
    }
    return new BodySearch(searching, needles, maxBodyBytes);
  }

  /**
   * {@code failure}, the reason of a KO that is not a check's (a request that could not be built, a
   * protocol error quoting the server), with the secrets masked that a check's failure would mask.
   *
   * @param request the request that failed; {@code null} when it could not be built
   * @param cookies the user's cookies; {@code null} for none
   */
  public String redact(String failure, OutgoingRequest request, Session session, CookieJar cookies) {
    return redaction.apply(failure, request, null, session, cookies);
  }

  /**
   * @param request the request {@code response} answers: the last hop when redirects were followed
   * @param responseNanos the response time, for {@code responseTime()}
   * @param cookies the user's cookies, whose values a failure never shows; {@code null} for none
   */
  public Verdict verify(Response response, OutgoingRequest request, long responseNanos, Session session,
      CookieJar cookies) {
    int status = response.status();
    if (!checksStatus && (status < 200 || status >= 400)) {
      return new Verdict(session, FailureKind.STATUS, "status " + status);
    }
    if (needsBody && response.bodyTooLarge()) {
      return new Verdict(session, FailureKind.CHECK, "response body larger than " + maxBodyBytes
          + " bytes (loadtest.http.maxBodyBytes), which the checks need whole");
    }
    if (checks.length == 0) {
      return new Verdict(session, null, null);
    }
    return verify(new Extraction(response, request, responseNanos,
        shown -> redaction.apply(shown, request, response, session, cookies)), session);
  }

  /** Every check on one response, which they parse at most once. */
  Verdict verify(Extraction extraction, Session session) {
    Session current = session;
    for (CompiledCheck check : checks) {
      try {
        current = check.verify(extraction, current);
      } catch (CheckFailure failure) {
        return new Verdict(current, FailureKind.CHECK, failure.getMessage());
      }
    }
    return new Verdict(current, null, null);
  }
}
