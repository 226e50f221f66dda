/**
 * What happened during the run. Virtual users record each request into
 * {@link io.throng.engine.stats.StatsRecorder} (wait-free HdrHistogram recorders per request
 * name); {@link io.throng.engine.stats.StatsCollector} swaps the intervals once a second, appends
 * them to the run log and feeds the live console. Must not import Netty.
 */
package io.throng.engine.stats;
