package io.throng.benchmarks;

import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.HttpRequestEncoder;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.engine.http.PreparedRequest;
import java.util.Map;
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

/** Cost of turning a prepared request into bytes on the wire, paid once per request sent. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RequestEncodingBenchmark {

  private PreparedRequest request;
  private EmbeddedChannel channel;

  @Setup
  public void prepare() {
    HttpProtocol protocol = new HttpProtocol("http://127.0.0.1:8080", Map.of("Accept", "application/json"));
    request = PreparedRequest.prepare(
        new HttpRequestSpec("user", "GET", "/api/user/1", Map.of("X-Trace", "bench")), protocol, protocol.baseUrl());
    channel = new EmbeddedChannel(new HttpRequestEncoder());
  }

  @Benchmark
  public int encode() {
    channel.writeOutbound(request.toNettyRequest());
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
