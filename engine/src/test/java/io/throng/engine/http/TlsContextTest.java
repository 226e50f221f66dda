package io.throng.engine.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.net.ssl.SSLException;
import org.junit.jupiter.api.Test;

/** A context left for its first use is built once, off the caller's thread (an event loop's, in a run). */
class TlsContextTest {

  @Test
  void aContextLeftForItsFirstUseIsBuiltOnceOnAThreadOfItsOwn() throws SSLException {
    SslContext built = SslContextBuilder.forClient().build();
    List<Thread> builders = new CopyOnWriteArrayList<>();
    TlsContext context = TlsContext.onFirstUse(() -> {
      builders.add(Thread.currentThread());
      return built;
    });

    assertThat(builders).isEmpty();
    assertThat(context.get().join()).isSameAs(built);
    assertThat(context.get().join()).isSameAs(built);
    assertThat(builders).singleElement().satisfies(thread -> {
      assertThat(thread).isNotSameAs(Thread.currentThread());
      assertThat(thread.getName()).isEqualTo("throng-tls-setup");
    });
  }

  @Test
  void aContextThatCannotBeBuiltFailsWithTheReason() {
    TlsContext context = TlsContext.onFirstUse(() -> {
      throw new IllegalArgumentException("cannot set up TLS: no provider");
    });

    assertThatThrownBy(() -> context.get().join()).isInstanceOf(CompletionException.class)
        .cause().isInstanceOf(IllegalArgumentException.class).hasMessage("cannot set up TLS: no provider");
  }

  @Test
  void aContextBuiltBeforeTheRunIsReadyAtOnce() throws SSLException {
    SslContext built = SslContextBuilder.forClient().build();

    TlsContext context = TlsContext.ready(built);

    assertThat(context.buildsOnFirstUse()).isFalse();
    assertThat(context.get()).isCompletedWithValue(built);
  }
}
