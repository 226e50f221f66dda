package io.throng.engine.user;

import io.throng.engine.http.Redirects;
import io.throng.engine.http.Response;
import io.throng.engine.resource.HtmlResources;
import java.util.List;

/**
 * What a page request fetches after its response, compiled once and shared by every user: its
 * explicit {@code resources(...)}, and, when the protocol infers HTML resources, how to find the
 * others and name them.
 *
 * @param explicit the page's {@code resources(...)}, compiled as requests of their own
 * @param inferred how an HTML response's resources are found, or {@code null} when not inferred
 * @param names the stats names of inferred resources, {@code null} when not inferred
 * @param group the stats name prefix of the groups the page is in ({@code "checkout / "})
 * @param caching whether the resources go through the user's HTTP cache
 * @param maxBodyBytes how much of a page's body is kept to look for its resources
 */
record ResourcePlan(List<Instruction.Send> explicit, HtmlResources inferred, InferredNames names, String group,
    Redirects redirects, int maxRedirects, boolean caching, int maxBodyBytes) {

  ResourcePlan {
    explicit = List.copyOf(explicit);
  }

  /** A request without resources: the many sent by the resources' own requests. */
  static ResourcePlan none() {
    return new ResourcePlan(List.of(), null, null, "", null, 0, false, -1);
  }

  /** Whether {@code page}, an OK response, has resources to fetch. */
  boolean fetchesAfter(Response page) {
    return !explicit.isEmpty() || inferred != null && HtmlResources.isHtml(page);
  }

  /** Whether the page's body must be kept, to look for its resources in it. */
  boolean readsPage() {
    return inferred != null;
  }
}
