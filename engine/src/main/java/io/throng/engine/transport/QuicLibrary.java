package io.throng.engine.transport;

import io.netty.handler.codec.quic.Quic;

/**
 * Whether QUIC's native library loads on this machine, which HTTP/3 needs at both ends: the
 * client's connections and the embedded demo target's listener each refuse to start without it,
 * with the one message that says what to add.
 *
 * <pre>{@code
 * QuicLibrary.require();   // before anything touches QUIC
 * }</pre>
 */
public final class QuicLibrary {

  private QuicLibrary() {}

  /** @throws IllegalArgumentException when QUIC's native library cannot be loaded here, saying why and what to add */
  public static void require() {
    require(Quic.isAvailable(), Quic.unavailabilityCause());
  }

  static void require(boolean available, Throwable cause) {
    if (!available) {
      throw new IllegalArgumentException("enableHttp3() needs QUIC's native library, which cannot be loaded here ("
          + cause + "): add io.netty:netty-codec-native-quic with this machine's classifier (such as"
          + " linux-x86_64) to the class path, or remove enableHttp3()");
    }
  }
}
