package io.throng.engine.transport;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A machine where QUIC cannot load is refused with one message naming what is missing and why. */
class QuicLibraryTest {

  @Test
  void aMachineWithoutQuicIsRefusedNamingWhatIsMissing() {
    assertThatThrownBy(() -> QuicLibrary.require(false, new UnsatisfiedLinkError("no netty_quiche42 in java.library.path")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("enableHttp3() needs QUIC's native library, which cannot be loaded here (java.lang.UnsatisfiedLinkError:"
            + " no netty_quiche42 in java.library.path): add io.netty:netty-codec-native-quic with this machine's"
            + " classifier (such as linux-x86_64) to the class path, or remove enableHttp3()");
  }

  @Test
  void thisMachineLoadsIt() {
    assertThatCode(QuicLibrary::require).doesNotThrowAnyException();
  }
}
