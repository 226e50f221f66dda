package io.throng.engine.user;

import io.throng.engine.check.ResponseChecks;
import io.throng.engine.http.ExchangeListener;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.http.UserConnection;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.stats.RequestKey;

/**
 * One resource of a page on its way: sent on a connection of its own from the user's pool,
 * following redirects, stored in the user's cache, checked, and recorded under its own name.
 * Tells its {@link PageFetcher} once when it ended. Confined to the user's loop.
 */
final class ResourceFetch implements ExchangeListener {

  private final PageFetcher page;
  private final RequestKey key;
  private final ResponseChecks checks;
  private final boolean followRedirects;
  private final boolean silent;
  private final UserConnection connection;
  private OutgoingRequest hop;
  private int hops;
  private long sentNanos;
  private long hopSentNanos;

  ResourceFetch(PageFetcher page, RequestKey key, ResponseChecks checks, boolean followRedirects, boolean silent,
      UserConnection connection) {
    this.page = page;
    this.key = key;
    this.checks = checks;
    this.followRedirects = followRedirects;
    this.silent = silent;
    this.connection = connection;
  }

  void start(OutgoingRequest request, long nowNanos) {
    sentNanos = nowNanos;
    send(request, nowNanos);
  }

  void cancel(String message) {
    connection.cancel(message);
  }

  @Override
  public void onResponse(Response response, long endNanos) {
    RedirectHop redirect = followRedirects
        ? RedirectHop.after(page.plan().redirects(), page.plan().maxRedirects(), hop, response, hops) : null;
    if (redirect != null && redirect.failure() != null) {
      end(endNanos, response.status(), FailureKind.REDIRECT, redirect.failure());
      return;
    }
    if (redirect != null && redirect.next() != null) {
      hops++;
      if (!silent) {
        page.stats().recordOk(page.stats().key(key.name() + " redirect " + hops), hopSentNanos, hopSentNanos, endNanos,
            response.status(), connection.protocol());
      }
      send(redirect.next(), System.nanoTime());
      return;
    }
    page.cached(hop, response, endNanos);
    ResponseChecks.Verdict verdict = checks.verify(response, hop, endNanos - sentNanos, page.session(),
        connection.cookies());
    page.session(verdict.session());
    end(endNanos, response.status(), verdict.kind(), verdict.failure());
  }

  @Override
  public void onFailure(FailureKind kind, String message, long endNanos) {
    end(endNanos, 0, kind, message);
  }

  @Override
  public void onRetry() {
    if (!silent) {
      page.stats().recordRetry(key, System.nanoTime());
    }
  }

  private void send(OutgoingRequest request, long nowNanos) {
    hop = request;
    hopSentNanos = nowNanos;
    connection.send(request, this, checks.bodyBytesToKeep(), checks.scan(page.session()));
  }

  private void end(long endNanos, int status, FailureKind kind, String failure) {
    if (!silent) {
      if (failure == null) {
        page.stats().recordOk(key, sentNanos, sentNanos, endNanos, status, connection.protocol());
      } else {
        page.stats().recordKo(key, sentNanos, sentNanos, endNanos, status, connection.protocol(), kind,
            checks.redact(failure, hop, page.session(), connection.cookies()));
      }
    }
    page.done(this, failure != null, endNanos - sentNanos);
  }
}
