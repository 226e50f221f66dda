/**
 * The numbers of a side-by-side comparison of several runs: each run's headline figures (mean
 * and peak TPS, requests, errors, percentiles), runs grouped as repeats by their labels, the mean
 * and spread of each group, and each group's deltas against the first. Built from
 * {@link io.throng.report.aggregate.RunSummary} records only; knows nothing of HTML, JSON or the
 * run log's format.
 */
package io.throng.report.compare;
