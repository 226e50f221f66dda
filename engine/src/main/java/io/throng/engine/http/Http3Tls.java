package io.throng.engine.http;

import io.netty.handler.codec.http3.Http3;
import io.netty.handler.codec.quic.Quic;
import io.netty.handler.codec.quic.QuicSslContext;
import io.netty.handler.codec.quic.QuicSslContextBuilder;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;
import io.throng.dsl.model.HttpProtocol;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.TrustManagerFactory;

/**
 * The QUIC TLS context of a protocol's HTTP/3 connections, built before the run: QUIC carries
 * TLS 1.3 inside BoringSSL of its own, so the {@link ClientTls} context cannot serve, but the trust
 * is the same: the JDK's trusted certificates, the protocol's trust store, or none when the
 * simulation disabled verification, with the host name checked by the JDK's trust manager.
 *
 * <pre>{@code
 * QuicSslContext context = Http3Tls.context(protocol.tls());   // refuses a platform without QUIC
 * }</pre>
 */
final class Http3Tls {

  private Http3Tls() {}

  /**
   * @throws IllegalArgumentException when QUIC's native library cannot be loaded on this machine,
   *     or the trust store cannot be read, with the reason
   */
  static QuicSslContext context(HttpProtocol.Tls tls) {
    requireQuic(Quic.isAvailable(), Quic.unavailabilityCause());
    QuicSslContextBuilder builder = QuicSslContextBuilder.forClient()
        .applicationProtocols(Http3.supportedApplicationProtocols());
    if (!tls.verifyCertificates()) {
      builder.trustManager(InsecureTrustManagerFactory.INSTANCE).endpointIdentificationAlgorithm(null);
    } else {
      builder.endpointIdentificationAlgorithm(ClientTls.HOSTNAME_VERIFICATION)
          .trustManager(tls.trustStore().map(ClientTls::trustManagers).orElseGet(Http3Tls::jdkTrustManagers));
    }
    return builder.build();
  }

  /** Refuses to run HTTP/3 where QUIC cannot load, saying what is missing and why. */
  static void requireQuic(boolean available, Throwable cause) {
    if (!available) {
      throw new IllegalArgumentException("enableHttp3() needs QUIC's native library, which cannot be loaded here ("
          + cause + "): add io.netty:netty-codec-native-quic with this machine's classifier (such as"
          + " linux-x86_64) to the class path, or remove enableHttp3()");
    }
  }

  private static TrustManagerFactory jdkTrustManagers() {
    try {
      TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      factory.init((KeyStore) null);
      return factory;
    } catch (GeneralSecurityException e) {
      throw new IllegalArgumentException("cannot read the JDK's trusted certificates: " + e.getMessage(), e);
    }
  }
}
