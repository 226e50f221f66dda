package io.throng.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.HttpRequestEncoder;
import io.netty.handler.codec.http.HttpVersion;
import io.throng.dsl.Session;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.NamedText;
import io.throng.dsl.model.Text;
import io.throng.engine.http.BaseUrls;
import io.throng.engine.http.CompiledRequest;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.RequestEncoder;
import io.throng.engine.http.Targets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Cost of building a compiled request for a user's session and turning it into bytes on the
 * wire, paid once per request sent: the engine's {@link RequestEncoder} for a request sent again
 * and again (a closed-model user's loop, whose bytes are encoded once for all users) and for a request
 * with session-dependent parts (built and encoded each time), beside Netty's
 * {@link HttpRequestEncoder} that it replaced.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar RequestEncodingBenchmark
 * }</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RequestEncodingBenchmark {

  private CompiledRequest request;
  private CompiledRequest perSession;
  private Session session;
  private EmbeddedChannel channel;
  private EmbeddedChannel netty;

  @Setup
  public void prepare() {
    HttpProtocol defaults = HttpProtocol.defaults();
    HttpProtocol protocol = new HttpProtocol(List.of("http://127.0.0.1:8080"), Map.of("Accept", "application/json"),
        defaults.connections(), true, Optional.empty(), Optional.empty(), defaults.maxRedirects(), defaults.tls(),
        Optional.empty(), List.of());
    HttpRequestSpec spec = new HttpRequestSpec("user", "GET", Text.literal("/api/user/1"), List.of(),
        List.of(new NamedText("X-Trace", Text.literal("bench"))), Optional.empty(), Optional.empty(), Optional.empty(),
        true, List.of());
    Targets targets = new Targets();
    BaseUrls bases = BaseUrls.resolve(protocol.baseUrls(), targets);
    request = CompiledRequest.compile(spec, protocol, bases, targets, Duration.ofSeconds(60));
    HttpRequestSpec traced = new HttpRequestSpec("user", "GET", Text.literal("/api/user/1"), List.of(),
        List.of(new NamedText("X-Trace", new Text.Computed(s -> "bench"))), Optional.empty(), Optional.empty(),
        Optional.empty(), true, List.of());
    perSession = CompiledRequest.compile(traced, protocol, bases, targets, Duration.ofSeconds(60));
    session = Session.of("bench", 0);
    channel = new EmbeddedChannel(RequestEncoder.INSTANCE);
    netty = new EmbeddedChannel(new HttpRequestEncoder());
  }

  /** A request without session-dependent parts: its bytes, encoded once, written again. */
  @Benchmark
  public int encodeRepeated() {
    return write(channel, request.build(session));
  }

  /** A request with a header computed from the session: built and encoded each time. */
  @Benchmark
  public int encodePerSession() {
    return write(channel, perSession.build(session));
  }

  /** The same request through Netty's encoder, as a fresh Netty request each time. */
  @Benchmark
  public int encodeWithNettyEncoder() {
    OutgoingRequest built = request.build(session);
    return write(netty, new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, built.method(), built.uri(),
        Unpooled.EMPTY_BUFFER, built.headers(), EmptyHttpHeaders.INSTANCE));
  }

  private static int write(EmbeddedChannel channel, Object request) {
    channel.writeOutbound(request);
    int length = 0;
    for (ByteBuf bytes; (bytes = channel.readOutbound()) != null; ) {
      length += bytes.readableBytes();
      bytes.release();
    }
    return length;
  }

  @TearDown
  public void close() {
    channel.finishAndReleaseAll();
    netty.finishAndReleaseAll();
  }
}
