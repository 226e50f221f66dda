/**
 * What a run shows while it goes, to tools outside it: the Prometheus {@code /metrics} endpoint
 * and the OTLP push, fed once a second from what the stats collector writes to the run log (never
 * from the request path). It reads the stats package's listener and the configuration; it must not
 * import the HTTP client, Netty or the run log's writer.
 */
package io.throng.engine.live;
