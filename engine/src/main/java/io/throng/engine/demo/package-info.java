/**
 * The embedded demo target: a small Netty HTTP server on 127.0.0.1 that example simulations hit
 * when no target URL is configured. It serves fixed-size JSON, text, CSS, HTML and PNG bodies and
 * misbehaves on demand (delays, deterministic 500s, forced statuses) so reports show realistic
 * latency and errors. {@link io.throng.engine.demo.DemoTarget} is the entry point. Imports Netty
 * and the JDK only, never the rest of the engine, so it can run standalone.
 */
package io.throng.engine.demo;
