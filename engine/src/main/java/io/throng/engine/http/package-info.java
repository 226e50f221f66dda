/**
 * The HTTP client virtual users send requests with, over HTTP/1.1, HTTP/2 or HTTP/3 (QUIC), whose
 * requests are streams on a {@code MultiplexedConnection}: requests compiled before the run and
 * built per session, Netty connections (native epoll on Linux, NIO elsewhere) owned per virtual
 * user or pooled per event loop, TLS with the JDK provider, redirects, response timeouts on the
 * connection's own loop, and bodies kept only when checks need them. Every failure comes back as
 * data through {@link io.throng.engine.http.ExchangeListener}, in the words of
 * {@code engine.outcome}, never as a thrown exception. Must not import the stats or the run log.
 */
package io.throng.engine.http;
