package io.throng.engine.http;

import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.JdkSslContext;
import io.netty.handler.ssl.OpenSsl;
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
import java.util.Locale;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManagerFactory;

/**
 * The client TLS context of a protocol, built once (before the run when it may fail):
 * certificates and host names verified against the JDK's trusted certificates by default, against
 * a trust store when one is given, or not at all when the simulation explicitly disabled it. The provider is BoringSSL
 * (OpenSSL's API, through {@code netty-tcnative-boringssl-static}) when that library is on the
 * class path and loads, the JDK's otherwise ({@value #AUTO}); {@value #JDK} or {@value #OPENSSL}
 * forces one. Verification is the same with both: the JDK's trust managers check the chain and
 * the host name.
 *
 * <pre>{@code
 * SslContext context = ClientTls.context(protocol.tls(), "auto");
 * TlsContext whenNeeded = ClientTls.context(protocol, "auto");   // a plain-HTTP run builds none before it needs one
 * ClientTls.describe(context);   // "OpenSSL (BoringSSL)" or "JDK"
 * }</pre>
 */
final class ClientTls {

  /** The algorithm that makes the JDK check the server's host name against its certificate. */
  static final String HOSTNAME_VERIFICATION = "HTTPS";

  /** {@code loadtest.http.tlsProvider} values. */
  static final String AUTO = "auto";
  static final String JDK = "jdk";
  static final String OPENSSL = "openssl";

  private ClientTls() {}

  /**
   * The TLS context of {@code protocol}: built now when the protocol has an https base URL, a trust
   * store, or {@code provider} is not {@value #AUTO}, so that an unreadable trust store or an
   * unavailable provider stops the run before it starts; otherwise built on its first use (a redirect
   * to https), off the event loops ({@link TlsContext}), since setting up the JDK's TLS is a
   * noticeable part of a cold JVM's start, which a plain-HTTP run would spend for nothing.
   *
   * @throws IllegalArgumentException as {@link #context(HttpProtocol.Tls, String)}, when built now
   */
  static TlsContext context(HttpProtocol protocol, String provider) {
    return context(protocol, provider, false);
  }

  /**
   * The TLS context of {@code protocol}'s connections that may speak HTTP/2: as {@link
   * #context(HttpProtocol, String)}, offering {@code h2} then {@code http/1.1} in the handshake
   * (ALPN); the one of HTTP/1.1 when the protocol has HTTP/2 off.
   */
  static TlsContext alpnContext(HttpProtocol protocol, String provider, TlsContext http1) {
    return protocol.http2() == HttpProtocol.Http2.OFF ? http1 : context(protocol, provider, true);
  }

  private static TlsContext context(HttpProtocol protocol, String provider, boolean alpn) {
    boolean now = protocol.tls().trustStore().isPresent() || !AUTO.equals(normalized(provider))
        || protocol.hasHttpsBaseUrl();
    if (now) {
      return TlsContext.ready(context(protocol.tls(), provider, alpn));
    }
    return TlsContext.onFirstUse(() -> context(protocol.tls(), provider, alpn));
  }

  /**
   * @param provider {@value #AUTO}, {@value #JDK} or {@value #OPENSSL} ({@code loadtest.http.tlsProvider})
   * @throws IllegalArgumentException when the trust store cannot be read, or the provider is unknown or
   *     unavailable, with the reason
   */
  static SslContext context(HttpProtocol.Tls tls, String provider) {
    return context(tls, provider, false);
  }

  /** @param alpn whether the handshake offers {@code h2}, then {@code http/1.1} */
  static SslContext context(HttpProtocol.Tls tls, String provider, boolean alpn) {
    SslContextBuilder builder = SslContextBuilder.forClient().sslProvider(provider(provider));
    if (alpn) {
      // Both providers support these behaviours: a server choosing nothing leaves HTTP/1.1.
      builder.applicationProtocolConfig(new ApplicationProtocolConfig(ApplicationProtocolConfig.Protocol.ALPN,
          ApplicationProtocolConfig.SelectorFailureBehavior.NO_ADVERTISE,
          ApplicationProtocolConfig.SelectedListenerFailureBehavior.ACCEPT,
          ApplicationProtocolNames.HTTP_2, ApplicationProtocolNames.HTTP_1_1));
    }
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

  /** The provider {@code setting} asks for on this machine. */
  static SslProvider provider(String setting) {
    String name = normalized(setting);
    if (name.equals(AUTO)) {
      return OpenSsl.isAvailable() ? SslProvider.OPENSSL : SslProvider.JDK;
    }
    if (name.equals(JDK)) {
      return SslProvider.JDK;
    }
    if (!name.equals(OPENSSL)) {
      throw new IllegalArgumentException("loadtest.http.tlsProvider must be auto, jdk or openssl, was \"" + setting + "\"");
    }
    if (!OpenSsl.isAvailable()) {
      throw new IllegalArgumentException("loadtest.http.tlsProvider is openssl, but OpenSSL cannot be loaded ("
          + OpenSsl.unavailabilityCause() + "): add io.netty:netty-tcnative-boringssl-static with this machine's"
          + " classifier (such as linux-x86_64) to the class path, or use auto");
    }
    return SslProvider.OPENSSL;
  }

  /** A {@code loadtest.http.tlsProvider} value as its constants spell it: {@code " Jdk "} is {@value #JDK}. */
  private static String normalized(String setting) {
    return setting.trim().toLowerCase(Locale.ROOT);
  }

  /** The provider a context runs on, for the console: {@code JDK} or {@code OpenSSL (BoringSSL)}. */
  static String describe(SslContext context) {
    return context instanceof JdkSslContext ? "JDK" : "OpenSSL (" + OpenSsl.versionString() + ")";
  }

  static TrustManagerFactory trustManagers(HttpProtocol.TrustStore store) {
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
