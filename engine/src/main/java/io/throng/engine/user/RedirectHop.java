package io.throng.engine.user;

import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Redirects;
import io.throng.engine.http.Response;

/**
 * What follows a response in an exchange that follows redirects, for a page request and for a
 * resource alike: the next hop to send, a redirect failure that ends the exchange as a KO, or
 * neither, when the response is the final one.
 *
 * @param next the request to send next, or {@code null}
 * @param failure why the exchange fails ({@code FailureKind.REDIRECT}), or {@code null}
 */
record RedirectHop(OutgoingRequest next, String failure) {

  private static final RedirectHop FINAL = new RedirectHop(null, null);

  /**
   * @param hops how many redirects the exchange followed so far
   */
  static RedirectHop after(Redirects redirects, int maxRedirects, OutgoingRequest request, Response response,
      int hops) {
    OutgoingRequest next;
    try {
      next = redirects.next(request, response);
    } catch (IllegalArgumentException e) {
      return new RedirectHop(null, e.getMessage());
    }
    if (next == null) {
      return FINAL;
    }
    return hops == maxRedirects ? new RedirectHop(null, "too many redirects: more than " + hops)
        : new RedirectHop(next, null);
  }
}
