/**
 * The socket transport shared by the load generator's client and the embedded demo target:
 * native epoll where Linux offers it, Java NIO elsewhere; the alarm that ends the runs when the
 * JVM runs out of memory on any of their threads; and the one way the engine hands tasks to an
 * event loop, which tells what they threw. Imports Netty only.
 */
package io.throng.engine.transport;
