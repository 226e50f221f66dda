package io.throng.engine.http;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.util.concurrent.EventExecutor;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.demo.DemoTarget;
import io.throng.engine.stats.FailureKind;
import io.throng.engine.transport.Transport;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Exercises the HTTP client before second 0, so that the JIT has compiled its connect, encode,
 * decode and close paths before the first user is due: a cold JVM otherwise spends its first
 * second interpreting them and compiling, and an open model falls behind its arrivals. The
 * requests go only to an in-process {@link DemoTarget} on a loopback port, never to the run's
 * target, through a client of its own, so the run's traffic counts are untouched. Bounded in
 * time and in requests.
 *
 * <pre>{@code
 * long requests = ClientWarmup.run(loops, Transport.best(), settings, Duration.ofMillis(500));
 * }</pre>
 */
public final class ClientWarmup {

  /** Requests each lane sends on one connection before it opens the next: both paths get hot. */
  private static final int REQUESTS_PER_CONNECTION = 4;
  /** Lanes per event loop: enough to keep a loop busy, few enough to need no tuning of the server. */
  private static final int LANES_PER_LOOP = 8;
  /** A warm-up that has not converged by then is not worth more of the user's time. */
  private static final long MAX_REQUESTS_PER_LOOP = 50_000;

  private ClientWarmup() {}

  /**
   * Sends requests to a loopback demo target from every loop of {@code loops} for {@code budget},
   * then waits for the last ones to end. Returns how many completed.
   */
  public static long run(EventLoopGroup loops, Transport transport, ClientSettings settings, Duration budget)
      throws InterruptedException {
    if (budget.isZero() || budget.isNegative()) {
      return 0;
    }
    ClientSettings own = new ClientSettings(new HttpProtocol.ConnectionPolicy.PerUser(), settings.tls(),
        settings.connectTimeout(), settings.requestTimeout(), settings.maxBodyBytes());
    try (DemoTarget target = DemoTarget.start()) {
      HttpClient client = new HttpClient(loops, transport, own);
      OutgoingRequest request = request(target, settings.requestTimeout());
      long deadline = System.nanoTime() + budget.toNanos();
      AtomicLong completed = new AtomicLong();
      int loopCount = 0;
      for (EventExecutor ignored : loops) {
        loopCount++;
      }
      CountDownLatch lanesDone = new CountDownLatch(loopCount * LANES_PER_LOOP);
      for (EventExecutor executor : loops) {
        EventLoop loop = (EventLoop) executor;
        long[] budgetLeft = {MAX_REQUESTS_PER_LOOP};
        loop.execute(() -> {
          for (int i = 0; i < LANES_PER_LOOP; i++) {
            new Lane(client, loop, request, deadline, budgetLeft, completed, lanesDone).next();
          }
        });
      }
      // Every request ends by the request timeout at the latest; the margin covers a busy machine.
      if (!lanesDone.await(budget.plus(settings.requestTimeout()).toNanos(), TimeUnit.NANOSECONDS)) {
        throw new IllegalStateException("the warm-up against the loopback demo target did not end");
      }
      return completed.get();
    }
  }

  private static OutgoingRequest request(DemoTarget target, Duration timeout) {
    int port = target.baseUri().getPort();
    Target where = new Target(false, DemoTarget.HOST, port, new InetSocketAddress(DemoTarget.HOST, port));
    HttpHeaders headers = new DefaultHttpHeaders()
        .add(HttpHeaderNames.HOST, where.hostHeader())
        .add(HttpHeaderNames.USER_AGENT, CompiledRequest.USER_AGENT);
    return new OutgoingRequest(where, HttpMethod.GET, "/api/user/1", headers, new byte[0], timeout.toNanos());
  }

  /** One chain of requests on its loop: a few on each connection, then a new connection. */
  private static final class Lane implements ExchangeListener {
    private final HttpClient client;
    private final EventLoop loop;
    private final OutgoingRequest request;
    private final long deadline;
    private final long[] budgetLeft;
    private final AtomicLong completed;
    private final CountDownLatch done;
    private UserConnection connection;
    private int sentOnConnection;

    Lane(HttpClient client, EventLoop loop, OutgoingRequest request, long deadline, long[] budgetLeft,
        AtomicLong completed, CountDownLatch done) {
      this.client = client;
      this.loop = loop;
      this.request = request;
      this.deadline = deadline;
      this.budgetLeft = budgetLeft;
      this.completed = completed;
      this.done = done;
    }

    void next() {
      if (connection != null && sentOnConnection == REQUESTS_PER_CONNECTION) {
        connection.close();
        connection = null;
      }
      if (System.nanoTime() - deadline >= 0 || budgetLeft[0]-- <= 0) {
        if (connection != null) {
          connection.close();
        }
        done.countDown();
        return;
      }
      if (connection == null) {
        connection = client.newConnection(loop);
        sentOnConnection = 0;
      }
      sentOnConnection++;
      connection.send(request, this, -1);
    }

    @Override
    public void onResponse(Response response, long endNanos) {
      completed.incrementAndGet();
      next(); // as a virtual user does: its next request goes out from the response's callback
    }

    @Override
    public void onFailure(FailureKind kind, String message, long endNanos) {
      sentOnConnection = REQUESTS_PER_CONNECTION; // a new connection for the next one
      loop.execute(this::next); // a failure may come synchronously: the stack stays flat
    }
  }
}
