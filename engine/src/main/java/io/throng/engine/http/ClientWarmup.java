package io.throng.engine.http;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.util.concurrent.EventExecutor;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.stats.FailureKind;
import io.throng.engine.transport.Transport;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Exercises the HTTP client before second 0, until the JIT has compiled its connect, encode,
 * decode and close paths (or a budget is spent), before the first user is due: a cold JVM
 * otherwise spends its first seconds interpreting them and compiling, and an open model falls
 * behind its arrivals. The requests go only to an in-process {@link WarmupTarget} on a loopback
 * port, never to the run's target, through a client of its own, so the run's traffic counts are
 * untouched. Bounded in time and in requests.
 *
 * <pre>{@code
 * ClientWarmup.Result done = ClientWarmup.run(loops, Transport.best(), settings, Duration.ofMillis(700));
 * }</pre>
 */
public final class ClientWarmup {

  /**
   * Requests each lane sends on one connection before it opens the next: both paths get hot, as an
   * open model (a new connection per user) needs. Measured with 5,000 new users/s on one core: 1 or
   * 16 left the first seconds of the run later than 4 (fewer requests, or a colder connect path).
   */
  private static final int REQUESTS_PER_CONNECTION = 4;
  /** Lanes per event loop: enough to keep a loop busy, few enough to need no tuning of the server. */
  private static final int LANES_PER_LOOP = 8;
  /** A warm-up that has not converged by then is not worth more of the user's time. */
  private static final long MAX_REQUESTS_PER_LOOP = 100_000;
  /** How often the JIT's activity is looked at. */
  private static final long SLICE_MILLIS = 100;
  /**
   * Requests before the JIT's calm means anything: until the first ones are through (classes
   * loaded, the server up), the JIT is idle because nothing runs yet, not because it is done.
   */
  private static final long MIN_REQUESTS = 5_000;

  private ClientWarmup() {}

  /** What a warm-up did: requests completed, and connections its loopback server accepted for them. */
  public record Result(long requests, long connections) {}

  /**
   * Sends requests to a loopback {@link WarmupTarget} from every loop of {@code loops} until the JIT has
   * calmed down or {@code budget} has passed, then waits for the last ones to end.
   */
  public static Result run(EventLoopGroup loops, Transport transport, ClientSettings settings, Duration budget)
      throws InterruptedException {
    if (budget.isZero() || budget.isNegative()) {
      return new Result(0, 0);
    }
    ClientSettings own = new ClientSettings(new HttpProtocol.ConnectionPolicy.PerUser(), settings.tls(),
        settings.connectTimeout(), settings.requestTimeout(), settings.maxBodyBytes(), settings.nameServers());
    try (WarmupTarget target = new WarmupTarget(loops, transport)) {
      HttpClient client = new HttpClient(loops, transport, own);
      OutgoingRequest request = request(target.address(), settings.requestTimeout());
      AtomicBoolean stop = new AtomicBoolean();
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
            new Lane(client, loop, request, stop, budgetLeft, completed, lanesDone).next();
          }
        });
      }
      awaitCalmJit(lanesDone, completed, budget);
      stop.set(true);
      // Every request ends by the request timeout at the latest; the margin covers a busy machine.
      if (!lanesDone.await(settings.requestTimeout().plusSeconds(1).toNanos(), TimeUnit.NANOSECONDS)) {
        throw new IllegalStateException("the warm-up against its loopback server did not end");
      }
      return new Result(completed.get(), target.accepted());
    }
  }

  /**
   * Returns once the JIT compilers spent less than a fifth of the last {@value #SLICE_MILLIS} ms
   * compiling (after {@value #MIN_REQUESTS} requests at least), once {@code budget} has passed,
   * or once the lanes ran out of requests. On one core the compilers take the CPU the users need,
   * so a warm-up that ends while they are still busy leaves their work to the run's first seconds.
   */
  private static void awaitCalmJit(CountDownLatch lanesDone, AtomicLong completed, Duration budget)
      throws InterruptedException {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean measurable = jit != null && jit.isCompilationTimeMonitoringSupported();
    long start = System.nanoTime();
    long compiledMillis = measurable ? jit.getTotalCompilationTime() : 0;
    while (!lanesDone.await(SLICE_MILLIS, TimeUnit.MILLISECONDS)) {
      long elapsed = System.nanoTime() - start;
      if (elapsed >= budget.toNanos()) {
        return;
      }
      if (measurable) {
        long now = jit.getTotalCompilationTime();
        boolean calm = now - compiledMillis < SLICE_MILLIS / 5;
        compiledMillis = now;
        if (calm && completed.get() >= MIN_REQUESTS) {
          return;
        }
      }
    }
  }

  private static OutgoingRequest request(InetSocketAddress address, Duration timeout) {
    Target where = new Target(false, address.getHostString(), address.getPort(), address);
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
    private final AtomicBoolean stop;
    private final long[] budgetLeft;
    private final AtomicLong completed;
    private final CountDownLatch done;
    private UserConnection connection;
    private int sentOnConnection;

    Lane(HttpClient client, EventLoop loop, OutgoingRequest request, AtomicBoolean stop, long[] budgetLeft,
        AtomicLong completed, CountDownLatch done) {
      this.client = client;
      this.loop = loop;
      this.request = request;
      this.stop = stop;
      this.budgetLeft = budgetLeft;
      this.completed = completed;
      this.done = done;
    }

    void next() {
      if (connection != null && sentOnConnection == REQUESTS_PER_CONNECTION) {
        connection.close();
        connection = null;
      }
      if (stop.get() || budgetLeft[0]-- <= 0) {
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
