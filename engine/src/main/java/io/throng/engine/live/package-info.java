/**
 * What a run shows while it goes, fed once a second from what the stats collector writes to the
 * run log (never from the request path): the console's progress every few seconds
 * ({@link io.throng.engine.live.LiveConsole}, against what the plan tells of the run's length),
 * and for tools outside the run the Prometheus {@code /metrics} endpoint and the OTLP push. It
 * reads the stats package's listener, the schedule's planned duration and the configuration; it
 * must not import the HTTP client, Netty or the run log's writer.
 */
package io.throng.engine.live;
