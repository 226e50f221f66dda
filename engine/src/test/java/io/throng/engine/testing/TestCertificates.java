package io.throng.engine.testing;

import io.throng.engine.demo.DemoCertificate;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * Self-signed certificates made for a test with the JDK's own keytool (no BouncyCastle): a key
 * store for the server and a trust store holding only its certificate.
 */
public final class TestCertificates {

  public static final String PASSWORD = DemoCertificate.PASSWORD;

  private final Path keyStore;
  private final Path trustStore;

  private TestCertificates(Path keyStore, Path trustStore) {
    this.keyStore = keyStore;
    this.trustStore = trustStore;
  }

  /**
   * @param subjectAlternativeNames keytool's {@code san=} value, such as {@code ip:127.0.0.1,dns:localhost}
   */
  public static TestCertificates generate(Path dir, String name, String subjectAlternativeNames)
      throws IOException, InterruptedException {
    Path keys = dir.resolve(name + "-keys.p12");
    Path certificate = dir.resolve(name + ".cer");
    Path trust = dir.resolve(name + "-trust.p12");
    DemoCertificate.genkeypair(keys, name, subjectAlternativeNames);
    DemoCertificate.keytool("-exportcert", "-alias", name, "-keystore", keys.toString(), "-storepass", PASSWORD,
        "-file", certificate.toString());
    DemoCertificate.keytool("-importcert", "-noprompt", "-alias", name, "-file", certificate.toString(), "-storetype", "PKCS12",
        "-keystore", trust.toString(), "-storepass", PASSWORD);
    return new TestCertificates(keys, trust);
  }

  public Path trustStore() {
    return trustStore;
  }

  /** A server TLS context presenting this certificate. */
  public SSLContext serverContext() throws IOException, GeneralSecurityException {
    SSLContext context = SSLContext.getInstance("TLS");
    context.init(keyManagers().getKeyManagers(), null, null);
    return context;
  }

  /** The key and certificate a server presents, for TLS stacks that take key managers (QUIC's). */
  public KeyManagerFactory keyManagers() throws IOException, GeneralSecurityException {
    KeyStore keys = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(keyStore)) {
      keys.load(in, PASSWORD.toCharArray());
    }
    KeyManagerFactory managers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    managers.init(keys, PASSWORD.toCharArray());
    return managers;
  }
}
