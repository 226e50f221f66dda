/**
 * The report's view model: {@link io.throng.report.view.ReportModel} records holding every value
 * already formatted as text (with {@link java.util.Locale#ROOT} and UTC) and every list already
 * sorted, so templates only list and print. Charts are laid out here as SVG geometry (paths,
 * ticks, labels) for the template to place, which keeps HTML escaping in one place. Must not
 * import Freemarker or write files.
 */
package io.throng.report.view;
