/**
 * The pages' view models: {@link io.throng.report.view.ReportModel} (one run), {@link
 * io.throng.report.view.ComparisonModel} (runs side by side) and {@link
 * io.throng.report.view.SweepModel} (load levels), records holding every value already formatted as
 * text (with {@link java.util.Locale#ROOT} and UTC) and every list already sorted, so templates only
 * list and print. Charts are laid out here as SVG geometry (paths, ticks, labels) for the template
 * to place, which keeps HTML escaping in one place. Must not import Freemarker or write files.
 */
package io.throng.report.view;
