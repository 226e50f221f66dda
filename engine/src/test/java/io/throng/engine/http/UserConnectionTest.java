package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.Runs;
import io.throng.engine.transport.Transport;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A user's connection lives as long as the user: closed by the client as soon as the user ends. */
class UserConnectionTest {

  @TempDir Path results;

  /** Users that send one request each and end, while one more user is still running. */
  public static class EarlyLeavers extends Simulation {
    public EarlyLeavers() {
      setUp(scenario("leave early").exec(http("once").get("/once")).injectOpen(rampUsers(50).during(Duration.ofMillis(200))),
          scenario("stay").pause(Duration.ofMillis(1500)).exec(http("probe").get("/probe")).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aUserThatEndsClosesItsConnectionAtOnceAndEveryRequestIsCounted() throws Exception {
    try (ConnectionCountingServer server = new ConnectionCountingServer()) {
      Runs.Outcome run = Runs.run(EarlyLeavers.class, results, server.baseUrl(), "loadtest.eventLoops", "1");

      assertThat(run.result().ok()).isEqualTo(51);
      assertThat(run.result().ko()).isZero();
      assertThat(server.served.get()).isEqualTo(run.totals().ok + run.totals().ko);
      assertThat(server.accepted.get()).isEqualTo(51);
      // When the last user's request came, 1.3 s after the others had ended, only its own
      // connection was still open: the 50 users that had left had closed theirs.
      assertThat(server.openWhenProbed.get()).isEqualTo(1);
    }
  }

  /** Answers every request with 200, counting connections accepted, open, and requests served. */
  private static final class ConnectionCountingServer implements AutoCloseable {
    final AtomicLong served = new AtomicLong();
    final AtomicInteger accepted = new AtomicInteger();
    final AtomicInteger open = new AtomicInteger();
    final AtomicInteger openWhenProbed = new AtomicInteger(-1);
    private final EventLoopGroup group = Transport.best().newGroup(1, "connection-counting-server");
    private final Channel channel;

    ConnectionCountingServer() {
      channel = new ServerBootstrap().group(group).channel(Transport.best().serverChannelClass())
          .childHandler(new ChannelInitializer<>() {
            @Override
            protected void initChannel(Channel ch) {
              accepted.incrementAndGet();
              open.incrementAndGet();
              ch.closeFuture().addListener(closed -> open.decrementAndGet());
              ch.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(1024), new Answer());
            }
          })
          .bind(new InetSocketAddress("127.0.0.1", 0)).syncUninterruptibly().channel();
    }

    String baseUrl() {
      return "http://127.0.0.1:" + ((InetSocketAddress) channel.localAddress()).getPort();
    }

    @Override
    public void close() {
      channel.close().syncUninterruptibly();
      group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    private final class Answer extends SimpleChannelInboundHandler<HttpRequest> {
      @Override
      protected void channelRead0(ChannelHandlerContext ctx, HttpRequest request) {
        if (request.uri().equals("/probe")) {
          openWhenProbed.set(open.get());
        }
        served.incrementAndGet();
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK,
            Unpooled.copiedBuffer("ok", StandardCharsets.UTF_8));
        response.headers().setInt(HttpHeaderNames.CONTENT_LENGTH, 2);
        ctx.writeAndFlush(response);
      }
    }
  }
}
