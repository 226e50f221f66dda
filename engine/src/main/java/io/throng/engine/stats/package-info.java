/**
 * What happened during the run. The virtual users of each event loop record every request into
 * that loop's single-writer {@link io.throng.engine.stats.LoopRecorder}, by a
 * {@link io.throng.engine.stats.RequestKey} resolved when the scenario was compiled;
 * {@link io.throng.engine.stats.StatsCollector} swaps and merges every loop's interval every
 * 200 ms, appends each second of completions to the run log once it is over and feeds the live
 * console. Must not import Netty.
 */
package io.throng.engine.stats;
