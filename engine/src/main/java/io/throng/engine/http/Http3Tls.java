package io.throng.engine.http;

import io.netty.handler.codec.http3.Http3;
import io.netty.handler.codec.quic.QuicSslContext;
import io.netty.handler.codec.quic.QuicSslContextBuilder;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.transport.QuicLibrary;
import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.Optional;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * The QUIC TLS context of a protocol's HTTP/3 connections, built before the run: QUIC carries
 * TLS 1.3 inside BoringSSL of its own, so the {@link ClientTls} context cannot serve, but the trust
 * is the same: the JDK's trusted certificates, the protocol's trust store, or none when the
 * simulation disabled verification, with the host name checked by the JDK's trust manager; a run
 * against the embedded demo target trusts its self-signed certificate too.
 *
 * <pre>{@code
 * QuicSslContext context = Http3Tls.context(protocol.tls(), Optional.empty());   // refuses a platform without QUIC
 * }</pre>
 */
final class Http3Tls {

  private Http3Tls() {}

  /**
   * @throws IllegalArgumentException when QUIC's native library cannot be loaded on this machine,
   *     or the trust store cannot be read, with the reason
   */
  static QuicSslContext context(HttpProtocol.Tls tls, Optional<X509Certificate> alsoTrusted) {
    QuicLibrary.require();
    QuicSslContextBuilder builder = QuicSslContextBuilder.forClient()
        .applicationProtocols(Http3.supportedApplicationProtocols());
    if (!tls.verifyCertificates()) {
      builder.trustManager(InsecureTrustManagerFactory.INSTANCE).endpointIdentificationAlgorithm(null);
    } else {
      TrustManagerFactory trusted = tls.trustStore().map(ClientTls::trustManagers).orElseGet(Http3Tls::jdkTrustManagers);
      builder.endpointIdentificationAlgorithm(ClientTls.HOSTNAME_VERIFICATION)
          .trustManager(alsoTrusted.map(certificate -> adding(trusted, certificate)).orElse(trusted));
    }
    return builder.build();
  }

  /**
   * {@code trusted}'s certificates and {@code certificate}: the embedded demo target's, which the
   * host name check still holds to the address it names.
   */
  private static TrustManagerFactory adding(TrustManagerFactory trusted, X509Certificate certificate) {
    try {
      KeyStore store = KeyStore.getInstance("PKCS12");
      store.load(null, null);
      int index = 0;
      for (TrustManager manager : trusted.getTrustManagers()) {
        if (manager instanceof X509TrustManager x509) {
          for (X509Certificate issuer : x509.getAcceptedIssuers()) {
            store.setCertificateEntry("trusted-" + index++, issuer);
          }
        }
      }
      store.setCertificateEntry("demo-target", certificate);
      TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      factory.init(store);
      return factory;
    } catch (IOException | GeneralSecurityException e) {
      throw new IllegalArgumentException("cannot trust the demo target's certificate: " + e.getMessage(), e);
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
