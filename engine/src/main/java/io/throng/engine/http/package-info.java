/**
 * The HTTP/1.1 client virtual users send requests with: Netty (native epoll on Linux, NIO
 * elsewhere), one keep-alive connection per virtual user, request timeouts on the connection's
 * own event loop. Every failure comes back as data through
 * {@link io.throng.engine.http.ExchangeListener}, never as a thrown exception. Must not import
 * the stats or the run log.
 */
package io.throng.engine.http;
