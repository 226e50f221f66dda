package io.throng.app;

import java.util.List;

/**
 * JVM options a run's JVM gets by default whoever starts it: {@code loadtest:run}'s fork (with heap
 * and collector options of its own) and each Kubernetes pod (whose memory its limit sizes). An
 * {@code -XX} flag or {@code -D} property given again later takes its last value, so a build's own
 * options may follow these; {@code -XX:CompileCommand} adds to them.
 *
 * <p>Not among them: {@code -XX:+ExitOnOutOfMemoryError}. It ends the JVM at the first
 * {@link OutOfMemoryError}, before the run log's end and the report that the run still writes
 * after one, and with status 3, an invalid run here; {@link Main} ends a run that ran out of memory
 * itself, and halts the JVM when it cannot ({@link OutOfMemoryExit}).
 */
public final class JvmDefaults {

  /**
   * The JIT's thresholds and Netty's flight recorder events; the figures behind them are in
   * docs/performance.md#behind-the-default-jvm-options.
   * <ul>
   *   <li>C2 (the optimizing JIT) thresholds twenty times HotSpot's. With HotSpot's, C2 compiles an
   *       open model's hot paths in its first seconds, on the cores its users need, and they start
   *       late; twenty times higher, it still compiles a closed loop's code within its first
   *       second, and an open model's later, once the warm-up and the run's rate have kept the C1
   *       code busy long enough.
   *   <li>Two methods keep HotSpot's thresholds: Netty's {@code AbstractChannelHandlerContext.write}
   *       and {@code read}, which inline the whole outbound pipeline; their compilations, C2's
   *       largest, then happen during the warm-up, not amid the users' objects, whose peak memory
   *       the compiler's own would otherwise add to.
   *   <li>Netty's HTTP/2 codec ({@code io.netty.handler.codec.http2}) keeps HotSpot's thresholds
   *       too, and so do Throng's own HTTP/2 classes ({@code Http2Stream}, {@code
   *       Http2Connection}), where each request's path starts: an HTTP/2 request runs many of their
   *       methods once each, and C1's code for them, several times slower than C2's, held HTTP/2
   *       runs well below their rate for their first seconds. HTTP/1.1 runs never call either.
   *   <li>Netty's JFR events off ({@code io.netty.jfr.enabled}): registering them loads classes of
   *       the JDK's flight recorder into every run.
   * </ul>
   */
  public static final String JIT_AND_NETTY = JvmDefaults.LEAN_COMPILER_OPTIONS + " -Dio.netty.jfr.enabled=false";

  /**
   * The compiler options of {@link #JIT_AND_NETTY}, which a run over HTTP/2 goes without: there the
   * whole request path (TLS, Netty's buffers, Throng's user) stays in C1's code for most of a short
   * run at twenty times HotSpot's thresholds, and even once warm runs slower than at HotSpot's,
   * which the memory and start-up they save do not make up for.
   */
  public static final String LEAN_COMPILER_OPTIONS =
      "-XX:Tier4InvocationThreshold=100000 -XX:Tier4MinInvocationThreshold=12000"
      + " -XX:Tier4CompileThreshold=300000 -XX:Tier4BackEdgeThreshold=800000"
      + " -XX:CompileCommand=quiet"
      + " -XX:CompileCommand=CompileThresholdScaling,io.netty.channel.AbstractChannelHandlerContext::write,0.05"
      + " -XX:CompileCommand=CompileThresholdScaling,io.netty.channel.AbstractChannelHandlerContext::read,0.05"
      + " -XX:CompileCommand=CompileThresholdScaling,io.netty.handler.codec.http2.*::*,0.05"
      + " -XX:CompileCommand=CompileThresholdScaling,io.throng.engine.http.Http2*::*,0.05";

  /** {@link #LEAN_COMPILER_OPTIONS} one by one. */
  public static final List<String> LEAN_COMPILER = List.of(LEAN_COMPILER_OPTIONS.split(" "));

  private JvmDefaults() {}
}
