package io.throng.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.HttpRequestEncoder;
import io.throng.dsl.Session;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.NamedText;
import io.throng.dsl.model.Text;
import io.throng.engine.http.BaseUrls;
import io.throng.engine.http.CompiledRequest;
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
 * wire, paid once per request sent.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RequestEncodingBenchmark {

  private CompiledRequest request;
  private Session session;
  private EmbeddedChannel channel;

  @Setup
  public void prepare() {
    HttpProtocol defaults = HttpProtocol.defaults();
    HttpProtocol protocol = new HttpProtocol(List.of("http://127.0.0.1:8080"), Map.of("Accept", "application/json"),
        defaults.connections(), true, Optional.empty(), Optional.empty(), defaults.maxRedirects(), defaults.tls());
    HttpRequestSpec spec = new HttpRequestSpec("user", "GET", Text.literal("/api/user/1"), List.of(),
        List.of(new NamedText("X-Trace", Text.literal("bench"))), Optional.empty(), Optional.empty(), Optional.empty(),
        true, List.of());
    Targets targets = new Targets();
    request = CompiledRequest.compile(spec, protocol, BaseUrls.resolve(protocol.baseUrls(), targets), targets,
        Duration.ofSeconds(60));
    session = Session.of("bench", 0);
    channel = new EmbeddedChannel(new HttpRequestEncoder());
  }

  @Benchmark
  public int encode() {
    channel.writeOutbound(request.build(session).toNettyRequest());
    ByteBuf bytes = channel.readOutbound();
    int length = bytes.readableBytes();
    bytes.release();
    return length;
  }

  @TearDown
  public void close() {
    channel.finishAndReleaseAll();
  }
}
