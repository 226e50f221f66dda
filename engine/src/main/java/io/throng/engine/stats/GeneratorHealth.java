package io.throng.engine.stats;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How the load generator itself is doing, so a saturated generator shows in the run log instead
 * of passing for a slow target: CPU used by this JVM, time lost to garbage collection, and the
 * worst event-loop lag (how late a task ran after it was due). Lag may be reported from any
 * thread; {@link #sample()} is called by the stats thread as each second is closed.
 *
 * <pre>{@code
 * GeneratorHealth health = new GeneratorHealth();
 * health.loopLag(lagMicros);          // from a probe on each event loop
 * GeneratorHealth.Sample s = health.sample();
 * }</pre>
 */
public final class GeneratorHealth {

  /** One second of the generator's health. */
  public record Sample(int cpuPercent, long gcMillis, long maxLoopLagMicros) {}

  private final com.sun.management.OperatingSystemMXBean os = operatingSystem();
  private final int cores = Runtime.getRuntime().availableProcessors();
  private final AtomicLong maxLoopLag = new AtomicLong();
  private final Queue<AtomicLong> pending = new ConcurrentLinkedQueue<>();
  private long lastCpuNanos = cpuNanos();
  private long lastWallNanos = System.nanoTime();
  private long lastGcMillis = gcMillis();

  /** Reports that a task on an event loop ran {@code micros} after it was due. */
  public void loopLag(long micros) {
    maxLoopLag.accumulateAndGet(micros, Math::max);
  }

  /**
   * Tells that a probe is due on an event loop at {@code dueNanos} ({@link System#nanoTime()}); the
   * returned handle is set to {@code Long.MAX_VALUE} once it ran. A loop stuck in one long task runs
   * no probe at all, so {@link #sample()} counts a probe still waiting past its due time as that lag.
   */
  public AtomicLong probeDue(long dueNanos) {
    AtomicLong due = new AtomicLong(dueNanos);
    pending.add(due);
    return due;
  }

  /** The health since the previous sample. */
  public Sample sample() {
    long cpu = cpuNanos();
    long wall = System.nanoTime();
    long gc = gcMillis();
    long elapsed = Math.max(1, wall - lastWallNanos);
    pending.removeIf(due -> due.get() == Long.MAX_VALUE);
    for (AtomicLong due : pending) {
      loopLag(Math.max(0, wall - due.get()) / 1_000);
    }
    // Clamped: over a very short interval the CPU clock and the wall clock can disagree.
    int cpuPercent = cpu < 0 ? -1 : (int) Math.min(100, Math.round(100.0 * (cpu - lastCpuNanos) / elapsed / cores));
    Sample sample = new Sample(cpuPercent, gc - lastGcMillis, maxLoopLag.getAndSet(0));
    lastCpuNanos = cpu;
    lastWallNanos = wall;
    lastGcMillis = gc;
    return sample;
  }

  private long cpuNanos() {
    return os == null ? -1 : os.getProcessCpuTime();
  }

  private static long gcMillis() {
    long total = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      total += Math.max(0, gc.getCollectionTime());
    }
    return total;
  }

  /** The JDK's extended bean, which knows this process's CPU time; absent on some JVMs. */
  private static com.sun.management.OperatingSystemMXBean operatingSystem() {
    return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
        ? os : null;
  }
}
