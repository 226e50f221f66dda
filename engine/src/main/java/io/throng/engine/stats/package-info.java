/**
 * What happened during the run. The virtual users of each event loop record every request into
 * that loop's single-writer {@link io.throng.engine.stats.LoopRecorder}, by a
 * {@link io.throng.engine.stats.RequestKey} resolved when the scenario was compiled;
 * {@link io.throng.engine.stats.StatsCollector} swaps and merges every loop's interval once a
 * second, appends it to the run log and feeds the live console. Must not import Netty.
 */
package io.throng.engine.stats;
