package io.throng.engine.http;

import io.netty.handler.ssl.SslContext;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * A run's client TLS context: built before the run, or built when first needed on a thread of its
 * own, so that the event loop that meets the first https target (a redirect from plain HTTP) goes
 * on serving its other connections meanwhile; setting up the JDK's TLS is slow on a cold JVM.
 * Thread-safe.
 *
 * <pre>{@code
 * TlsContext.ready(context).get();                       // completed
 * TlsContext.onFirstUse(() -> build()).get()             // building from the first call on
 *     .whenComplete((context, failure) -> ...);
 * }</pre>
 */
final class TlsContext {

  private final Supplier<SslContext> build;
  private CompletableFuture<SslContext> context;

  private TlsContext(Supplier<SslContext> build, CompletableFuture<SslContext> context) {
    this.build = build;
    this.context = context;
  }

  static TlsContext ready(SslContext context) {
    return new TlsContext(null, CompletableFuture.completedFuture(context));
  }

  /** @param build makes the context, or throws with the reason it cannot */
  static TlsContext onFirstUse(Supplier<SslContext> build) {
    return new TlsContext(build, null);
  }

  /**
   * The context; the first call starts building it when that waited for its first use. It fails
   * with the reason the context cannot be built.
   */
  synchronized CompletableFuture<SslContext> get() {
    if (context == null) {
      context = CompletableFuture.supplyAsync(build, task -> {
        Thread setup = new Thread(task, "throng-tls-setup");
        setup.setDaemon(true);
        setup.start();
      });
    }
    return context;
  }

  /** Whether the context waits for its first use, rather than having been built before the run. */
  boolean buildsOnFirstUse() {
    return build != null;
  }
}
