/**
 * The socket transport shared by the load generator's client and the embedded demo target:
 * native epoll where Linux offers it, Java NIO elsewhere. Imports Netty only.
 */
package io.throng.engine.transport;
