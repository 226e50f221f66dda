package io.throng.engine.demo;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpServerExpectContinueHandler;
import io.netty.handler.codec.http3.Http3FrameToHttpObjectCodec;
import io.netty.handler.codec.quic.QuicStreamChannel;
import io.throng.engine.transport.QuicLibrary;
import io.throng.engine.transport.Transport;
import java.net.InetSocketAddress;
import java.net.URI;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A small HTTP/1.1 server on 127.0.0.1 for example simulations and tests to load, which also speaks
 * h2c to clients with prior knowledge, on the same port ({@link DemoHttp2}), and, when started
 * {@linkplain #startWithHttp3() with it}, HTTP/3 on a UDP port ({@link Http3Listener}). Thread-safe;
 * {@link #close()} stops it and waits for its threads.
 *
 * <pre>{@code
 * try (DemoTarget target = DemoTarget.start()) {            // ephemeral port
 *     URI base = target.baseUri();                            // e.g. http://127.0.0.1:43125
 *     // GET base + "/api/user/42"             -> 200 application/json, 123 bytes
 *     // GET base + "/hello?delayMs=50"        -> 200 text/plain "hi", 50 ms late
 *     // GET base + "/hello?failPercent=10"    -> every 10th such request is a 500
 *     // GET base + "/hello?status=503"        -> 503 with a short text body
 * }
 * DemoTarget slow = DemoTarget.start(new DemoTarget.Settings(Duration.ofMillis(20), 1));
 * }</pre>
 *
 * <p>Endpoints (any method unless said; request bodies are discarded but a login form's and an
 * upload's): {@code /api/user/{id}} (JSON, always 123
 * bytes; id is 1-19 chars of {@code [A-Za-z0-9_-]}), {@code /hello} ({@code hi}),
 * {@code /static/fullcalendar.css} (10,699 bytes), {@code /} and {@code /index.html} (HTML),
 * {@code /images/logo.png} (a 32x32 PNG), {@code POST /upload} (a multipart/form-data body, answered
 * with JSON naming each part and its file name, content type and size), and a sign-in flow with cookies ({@link SignIn}):
 * {@code GET /login} (a form with a CSRF token, cookie {@code csrftoken}), {@code POST /login}
 * ({@code username}, {@code password}, {@code csrf_token}: cookie {@code sessionid} and a 302 to
 * {@code /account}), {@code GET /account} (a welcome page, 403 when not signed in) and
 * {@code POST /logout}, and a WebSocket echo at {@code /ws/echo} ({@link DemoWebSocket}), a Server-Sent Events stream at
 * {@code /sse/ticks} ({@link DemoEventStream}); anything else is a 404. The query parameters
 * {@code delayMs}, {@code failPercent} and {@code status} work on every path but the sign-in ones and override the
 * server-wide {@link Settings}; a malformed value gets a 400 naming it.
 *
 * <p>Run standalone with {@code java -cp ... io.throng.engine.demo.DemoTarget [port]}.
 */
public final class DemoTarget implements AutoCloseable {

    /** The only address the target binds: it is a test fixture, never a public server. */
    public static final String HOST = "127.0.0.1";
    /** Event loop threads: few, because the load generator usually shares the machine. */
    static final int THREADS = 2;

    /** Request streams a client may open at once on one HTTP/3 connection. */
    static final long MAX_HTTP3_STREAMS = 100;

    static final String CODEC = "codec";
    static final String EXPECT_CONTINUE = "expect-continue";
    static final String HANDLER = "demo";
    static final String WEBSOCKET = "websocket";
    static final String EVENT_STREAM = "event-stream";

    /**
     * Server-wide misbehaviour, applied to every request unless its query says otherwise.
     *
     * @param delay       how late every response is sent; zero for none
     * @param failPercent percentage (0-100) of requests per endpoint that get a 500, deterministically
     *                    spread: 10 fails exactly every 10th request
     */
    public record Settings(Duration delay, int failPercent) {
        public Settings {
            Objects.requireNonNull(delay, "delay");
            if (delay.isNegative()) {
                throw new IllegalArgumentException("delay must be >= 0, was " + delay);
            }
            if (failPercent < 0 || failPercent > 100) {
                throw new IllegalArgumentException("failPercent must be in [0, 100], was " + failPercent);
            }
        }

        /** No delay, no failures. */
        public static Settings defaults() {
            return new Settings(Duration.ZERO, 0);
        }
    }

    private final EventLoopGroup group;
    private final Channel serverChannel;
    private final URI baseUri;
    private final Optional<Http3Side> http3;
    private final AtomicLong served;
    private final AtomicBoolean closed = new AtomicBoolean();

    /** The HTTP/3 listener's UDP channel and the certificate it presents. */
    private record Http3Side(Channel channel, DemoCertificate certificate) {}

    private DemoTarget(EventLoopGroup group, Channel serverChannel, Optional<Http3Side> http3, AtomicLong served) {
        this.group = group;
        this.serverChannel = serverChannel;
        this.http3 = http3;
        this.served = served;
        int port = ((InetSocketAddress) serverChannel.localAddress()).getPort();
        this.baseUri = URI.create("http://" + HOST + ":" + port);
    }

    /** Starts on an ephemeral port with {@link Settings#defaults()}. */
    public static DemoTarget start() {
        return start(0, Settings.defaults());
    }

    /** Starts on {@code port} (0 for ephemeral) with {@link Settings#defaults()}. */
    public static DemoTarget start(int port) {
        return start(port, Settings.defaults());
    }

    /** Starts on an ephemeral port with the given server-wide misbehaviour. */
    public static DemoTarget start(Settings settings) {
        return start(0, settings);
    }

    /**
     * Starts on {@code port} (0 for ephemeral) with the given server-wide misbehaviour.
     *
     * @throws IllegalStateException if the port cannot be bound
     */
    public static DemoTarget start(int port, Settings settings) {
        return start(port, settings, false);
    }

    /**
     * Starts on ephemeral ports with {@link Settings#defaults()}, with an HTTP/3 listener beside the
     * TCP one: QUIC on a UDP port of its own, with a self-signed certificate made now (see
     * {@link #http3BaseUri()} and {@link #certificate()}).
     *
     * @throws IllegalArgumentException if QUIC's native library cannot be loaded on this machine,
     *     saying what to add, as the client would
     * @throws IllegalStateException if the certificate cannot be made
     */
    public static DemoTarget startWithHttp3() {
        return start(0, Settings.defaults(), true);
    }

    private static DemoTarget start(int port, Settings settings, boolean withHttp3) {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be in [0, 65535], was " + port);
        }
        if (withHttp3) {
            QuicLibrary.require(); // before anything is bound
        }
        FaultInjector faults = new FaultInjector(Objects.requireNonNull(settings, "settings"));
        AtomicLong served = new AtomicLong();
        SignIn signIn = new SignIn();
        Transport transport = Transport.best();
        EventLoopGroup group = transport.newGroup(THREADS, "throng-demo");
        try {
            Channel channel = new ServerBootstrap()
                    .group(group)
                    .channel(transport.serverChannelClass())
                    // Lets a restarted target rebind while old connections sit in TIME_WAIT.
                    .option(ChannelOption.SO_REUSEADDR, true)
                    .childHandler(new ChannelInitializer<>() {
                        @Override
                        protected void initChannel(Channel ch) {
                            ch.pipeline()
                                    .addLast(CODEC, new HttpServerCodec())
                                    .addLast(WEBSOCKET, DemoWebSocket.INSTANCE)
                                    .addLast(EVENT_STREAM, DemoEventStream.INSTANCE)
                                    .addLast(EXPECT_CONTINUE, new HttpServerExpectContinueHandler())
                                    .addLast(HANDLER, new DemoHandler(faults, served, signIn));
                            new DemoHttp2(faults, served, signIn).install(ch);
                        }
                    })
                    .bind(HOST, port)
                    .syncUninterruptibly()
                    .channel();
            Optional<Http3Side> http3 = Optional.empty();
            if (withHttp3) {
                // Each request stream is served as HTTP objects, as DemoHttp2's streams are.
                ChannelInitializer<QuicStreamChannel> streams = new ChannelInitializer<>() {
                    @Override
                    protected void initChannel(QuicStreamChannel stream) {
                        stream.pipeline().addLast(new Http3FrameToHttpObjectCodec(true),
                                new HttpServerExpectContinueHandler(), new DemoHandler(faults, served, signIn));
                    }
                };
                DemoCertificate certificate = DemoCertificate.generate();
                http3 = Optional.of(new Http3Side(Http3Listener.bind(group, transport.datagramChannelClass(), 0,
                        certificate.keyManagers(), DemoCertificate.PASSWORD, MAX_HTTP3_STREAMS, quic -> streams),
                        certificate));
            }
            return new DemoTarget(group, channel, http3, served);
        } catch (IllegalStateException e) {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
            throw e;
        } catch (Exception e) { // bind failures arrive as a sneakily thrown BindException
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
            throw new IllegalStateException("cannot listen on " + HOST + ":" + port + ": " + e, e);
        }
    }

    /** Where the target listens, without a trailing slash: {@code http://127.0.0.1:43125}. */
    public URI baseUri() {
        return baseUri;
    }

    /**
     * Where the HTTP/3 listener answers, when the target was {@linkplain #startWithHttp3() started
     * with one}: {@code https://127.0.0.1:41234}, a UDP port.
     */
    public Optional<URI> http3BaseUri() {
        return http3.map(listener -> URI.create(
                "https://" + HOST + ":" + ((InetSocketAddress) listener.channel().localAddress()).getPort()));
    }

    /** The self-signed certificate the HTTP/3 listener presents, when there is one. */
    public Optional<X509Certificate> certificate() {
        return http3.map(listener -> listener.certificate().certificate());
    }

    /**
     * The number of HTTP responses written so far, whatever their status, counted as each one is
     * handed to the connection. Once a client has read a response, that response is counted.
     */
    public long requestsServed() {
        return served.get();
    }

    /** Closes the listening socket and every connection, and waits for the event loops to stop. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        serverChannel.close().syncUninterruptibly();
        http3.ifPresent(listener -> listener.channel().close().syncUninterruptibly());
        group.shutdownGracefully(0, 5, TimeUnit.SECONDS).syncUninterruptibly();
    }

    /** Serves until the JVM stops (Ctrl-C). Argument: optional port, default ephemeral. */
    public static void main(String[] args) {
        int port;
        try {
            port = args.length == 0 ? 0 : Integer.parseInt(args[0]);
        } catch (NumberFormatException e) {
            System.err.println("usage: DemoTarget [port]  (port must be an integer, was \"" + args[0] + "\")");
            System.exit(2);
            return;
        }
        DemoTarget target = start(port);
        Runtime.getRuntime().addShutdownHook(new Thread(target::close, "throng-demo-shutdown"));
        System.out.println("Throng demo target listening on " + target.baseUri() + "  (Ctrl-C to stop)");
        target.serverChannel.closeFuture().syncUninterruptibly();
    }
}
