/**
 * The run log: the one file the engine writes during a run and the report reads afterwards.
 * {@link io.throng.engine.runlog.RunLogFormat} specifies it; the writer and the reader sit beside
 * it so that they change together. Imports HdrHistogram and the JDK only, never Netty.
 */
package io.throng.engine.runlog;
