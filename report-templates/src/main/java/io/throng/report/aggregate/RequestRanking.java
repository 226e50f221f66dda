package io.throng.report.aggregate;

import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The request names in the order a report ranks them: the most requests first, the run log's
 * order on a tie. A run that made a name per URL (an id in it) has tens of thousands; the page
 * shows the first {@link #SHOWN} in full and lists the next {@link #LISTED}, and stats.json writes
 * those in full, with their seconds, and every other name as a row of a table, so that neither
 * grows with the names past them more than it must.
 *
 * <pre>{@code
 * List<RequestSummary> byCount = RequestRanking.byCount(run.requests());
 * Set<String> inFull = RequestRanking.inFull(run.requests());
 * }</pre>
 */
public final class RequestRanking {

  /** The names a page shows with their rows and charts. */
  public static final int SHOWN = 50;

  /** Past those shown, the names a page lists, collapsed, and stats.json still writes in full. */
  public static final int LISTED = 1_000;

  private RequestRanking() {}

  /** {@code requests}, those with the most requests first, in the log's order on a tie. */
  public static List<RequestSummary> byCount(List<RequestSummary> requests) {
    return requests.stream().sorted(Comparator.comparingLong(RequestSummary::count).reversed()).toList();
  }

  /** The names stats.json writes in full, with their seconds: the first {@code SHOWN + LISTED} by count. */
  public static Set<String> inFull(List<RequestSummary> requests) {
    return byCount(requests).stream().limit(SHOWN + LISTED).map(RequestSummary::name).collect(Collectors.toSet());
  }
}
