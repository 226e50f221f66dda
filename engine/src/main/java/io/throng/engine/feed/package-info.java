/**
 * Feeders at run time: CSV and JSON files read once before the run (Jackson), in-memory records,
 * iterators and generators, each behind a thread-safe {@link io.throng.engine.feed.FeederSource}
 * that applies its strategy (queue, circular, random, shuffle). Must not import Netty, the HTTP
 * client, the stats or the run log.
 */
package io.throng.engine.feed;
