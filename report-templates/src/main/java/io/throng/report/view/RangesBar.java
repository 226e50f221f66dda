package io.throng.report.view;

import io.throng.report.aggregate.RangeCounts;
import java.util.ArrayList;
import java.util.List;

/**
 * Response-time ranges as one stacked bar, Gatling's bands: each band of OK responses, then the
 * KOs, as wide as its share of all responses, with its count in a hover title and in the legend.
 *
 * @param hasData false when no request completed
 * @param bands the bands, fastest first, KO last; a band with no responses is listed but not drawn
 */
public record RangesBar(boolean hasData, List<Band> bands) {

  /** The bar's width in SVG user units; its height is {@value #HEIGHT}. */
  static final int WIDTH = 960;

  static final int HEIGHT = 28;

  public RangesBar {
    bands = List.copyOf(bands);
  }

  /**
   * One band: its class ({@code r-0} fastest, {@code r-ko}), its words ({@code OK, 800 ms to 1,200 ms}, the upper bound left out),
   * count and share, and where the bar draws it.
   */
  public record Band(String cssClass, String label, String count, String percent, boolean drawn, String x,
      String width) {

    /** The hover text: {@code 800 ms to 1,200 ms: 1,234 (12.3 %)}. */
    public String title() {
      return label + ": " + count + " (" + percent + ")";
    }
  }

  /** The SVG's {@code viewBox}. */
  public String viewBox() {
    return "0 0 " + WIDTH + " " + HEIGHT;
  }

  /** Each band's height, the bar's. */
  public String height() {
    return Integer.toString(HEIGHT);
  }

  static RangesBar of(RangeCounts counts) {
    List<Long> bounds = counts.ranges().boundsMicros();
    long total = counts.ok().stream().mapToLong(Long::longValue).sum() + counts.ko();
    List<Band> bands = new ArrayList<>();
    double x = 0;
    for (int i = 0; i <= bounds.size(); i++) {
      String label = i == 0 ? "under " + ms(bounds.get(0))
          : i == bounds.size() ? ms(bounds.get(i - 1)) + " or more"
          : ms(bounds.get(i - 1)) + " to " + ms(bounds.get(i));
      x = add(bands, "r-" + Math.min(i, 3), "OK, " + label, counts.ok().get(i), total, x);
    }
    add(bands, "r-ko", "KO", counts.ko(), total, x);
    return new RangesBar(total > 0, bands);
  }

  private static double add(List<Band> bands, String cssClass, String label, long count, long total, double x) {
    double width = total == 0 ? 0 : WIDTH * (double) count / total;
    bands.add(new Band(cssClass, label, DisplayFormat.count(count), DisplayFormat.percent(count, total), count > 0,
        SvgPath.num(x), SvgPath.num(width)));
    return x + width;
  }

  private static String ms(long micros) {
    return DisplayFormat.count(micros / 1_000) + " ms";
  }
}
