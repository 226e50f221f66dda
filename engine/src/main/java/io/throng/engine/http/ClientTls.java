package io.throng.engine.http;

import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.config.UserResources;
import java.io.IOException;
import java.io.InputStream;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;

/**
 * The client TLS context of a protocol, built once before the run with the JDK provider:
 * certificates and host names verified against the JDK's trusted certificates by default, against
 * a trust store when one is given, or not at all when the simulation explicitly disabled it.
 *
 * <pre>{@code
 * SslContext context = ClientTls.context(protocol.tls());
 * }</pre>
 */
final class ClientTls {

  /** The algorithm that makes the JDK check the server's host name against its certificate. */
  static final String HOSTNAME_VERIFICATION = "HTTPS";

  private ClientTls() {}

  /** @throws IllegalArgumentException when the trust store cannot be read, with the reason */
  static SslContext context(HttpProtocol.Tls tls) {
    SslContextBuilder builder = SslContextBuilder.forClient().sslProvider(SslProvider.JDK);
    if (!tls.verifyCertificates()) {
      builder.trustManager(InsecureTrustManagerFactory.INSTANCE).endpointIdentificationAlgorithm(null);
    } else {
      builder.endpointIdentificationAlgorithm(HOSTNAME_VERIFICATION);
      tls.trustStore().ifPresent(store -> builder.trustManager(trustManagers(store)));
    }
    try {
      return builder.build();
    } catch (SSLException e) {
      throw new IllegalArgumentException("cannot set up TLS: " + e.getMessage(), e);
    }
  }

  private static TrustManagerFactory trustManagers(HttpProtocol.TrustStore store) {
    try (InputStream in = UserResources.open(store.path(), "trustStore")) {
      // Java 17's default key store type reads both PKCS12 and JKS files.
      KeyStore keys = KeyStore.getInstance(KeyStore.getDefaultType());
      keys.load(in, store.password().toCharArray());
      TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      factory.init(keys);
      return factory;
    } catch (IOException | GeneralSecurityException e) {
      throw new IllegalArgumentException("cannot read trustStore \"" + store.path() + "\": " + e.getMessage(), e);
    }
  }
}
