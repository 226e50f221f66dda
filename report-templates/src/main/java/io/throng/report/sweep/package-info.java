/**
 * The numbers of a sweep: one run per load level (seed 002's thread counts), each level's
 * headline figures, the levels that broke a stated limit (an error percentage, a p99), and the
 * highest level that held before the first break: the capacity a sweep looks for. Built from
 * {@link io.throng.report.aggregate.RunSummary} records only; knows nothing of HTML, JSON or the
 * run log's format.
 */
package io.throng.report.sweep;
