package io.throng.engine.user;

import io.throng.dsl.Session;
import io.throng.engine.check.ResponseChecks;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.http.UserConnection;
import io.throng.engine.resource.HtmlResources;
import io.throng.engine.resource.HttpCache;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.stats.LoopRecorder;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fetches a page's resources for one virtual user, as a browser does: all at once, each on a
 * connection of the user's pool (at most {@code maxConnectionsPerHost} to one host, the others
 * waiting for one), and tells the user when the last one ended. Holds the user's HTTP cache,
 * which starts empty with the user. Made when the user first fetches resources; confined to its loop.
 */
final class PageFetcher {

  /** The checks of an inferred resource: its status only, as a request without checks. */
  private static final ResponseChecks STATUS_ONLY = ResponseChecks.compile(List.of(), 0);

  private final VirtualUser user;
  private final UserConnection connection;
  private final LoopRecorder stats;
  private final List<ResourceFetch> inFlight = new ArrayList<>();
  private HttpCache cache;
  private ResourcePlan plan;
  private int tryEnd;
  private int pending;
  private boolean failed;
  private boolean cancelled;

  PageFetcher(VirtualUser user, UserConnection connection, LoopRecorder stats) {
    this.user = user;
    this.connection = connection;
    this.stats = stats;
  }

  /**
   * Fetches the resources of {@code page}, answered OK by {@code response} to {@code request};
   * the user hears {@link VirtualUser#resourcesFetched} when all ended, maybe before this returns.
   */
  void fetch(Instruction.Send page, OutgoingRequest request, Response response) {
    plan = page.resources();
    tryEnd = page.tryEnd();
    failed = false;
    pending = 1; // held while starting, so a resource failing at once does not end the page early
    long now = System.nanoTime();
    Set<String> explicitUrls = new HashSet<>();
    for (Instruction.Send resource : plan.explicit()) {
      OutgoingRequest built;
      try {
        built = resource.request().build(user.session);
      } catch (Exception e) {
        if (!resource.silent()) {
          stats.recordKo(resource.key(), now, now, now, 0, Protocol.NONE, FailureKind.REQUEST,
              resource.checks().redact(String.valueOf(e.getMessage()), null, user.session, connection.cookies()));
        }
        failed = true;
        continue;
      }
      explicitUrls.add(built.url());
      start(new ResourceFetch(this, resource.key(), resource.checks(), resource.followRedirects(), resource.silent(),
          connection.sibling()), built, now);
    }
    if (plan.inferred() != null && HtmlResources.isHtml(response)) {
      for (URI url : plan.inferred().find(response, request.url())) {
        OutgoingRequest built;
        try {
          built = plan.redirects().get(request, url);
        } catch (IllegalArgumentException unreachable) {
          continue; // a URL no browser could fetch either, such as an unknown scheme's
        }
        if (explicitUrls.contains(built.url())) {
          continue; // listed in resources(...) too: fetched once, under the name given there
        }
        start(new ResourceFetch(this, plan.names().of(plan.group(), url), STATUS_ONLY, plan.maxRedirects() > 0, false,
            connection.sibling()), built, now);
      }
    }
    settle();
  }

  /**
   * Ends every resource in flight as a KO, the run stopping; the user, ending too, is not told.
   * Before the user is reported finished, so the run's last statistics hold these KOs.
   */
  void cancel(String message) {
    cancelled = true;
    new ArrayList<>(inFlight).forEach(fetch -> fetch.cancel(message));
  }

  void done(ResourceFetch fetch, boolean ko, long responseNanos) {
    inFlight.remove(fetch);
    user.resourceResponded(responseNanos);
    failed |= ko;
    settle();
  }

  /** Remembers what the response of a resource allows, when the page's protocol caches. */
  void cached(OutgoingRequest request, Response response, long nowNanos) {
    if (plan.caching()) {
      cache().store(request, response, nowNanos);
    }
  }

  ResourcePlan plan() {
    return plan;
  }

  LoopRecorder stats() {
    return stats;
  }

  Session session() {
    return user.session;
  }

  /** A resource's checks saved values: later ones, and the rest of the scenario, see them. */
  void session(Session session) {
    user.session = session;
  }

  /** Sends a resource, unless the user's cache holds it fresh: then it is not requested, nor counted. */
  private void start(ResourceFetch fetch, OutgoingRequest request, long now) {
    OutgoingRequest sent = plan.caching() ? cache().prepare(request, now) : request;
    if (sent == null) {
      return;
    }
    pending++;
    inFlight.add(fetch);
    fetch.start(sent, now);
  }

  private void settle() {
    if (--pending == 0 && !cancelled) {
      user.resourcesFetched(failed, tryEnd);
    }
  }

  private HttpCache cache() {
    if (cache == null) {
      cache = new HttpCache();
    }
    return cache;
  }
}
