/**
 * The history of a simulation's runs and its change points: the CSV file each run appends its
 * headline figures to ({@link io.throng.report.history.HistoryFormat}, readable by Apache Otava),
 * and the E-Divisive means detection of the runs where a metric shifted ({@link
 * io.throng.report.history.ChangePoints}). Built from the baseline's per-run figures; knows
 * nothing of HTML, JSON or the run log's format.
 */
package io.throng.report.history;
