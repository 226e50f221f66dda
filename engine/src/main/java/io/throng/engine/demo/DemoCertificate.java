package io.throng.engine.demo;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import javax.net.ssl.KeyManagerFactory;

/**
 * A self-signed certificate for {@value DemoTarget#HOST}, made with the JDK's own keytool when the
 * demo target's HTTP/3 listener starts: QUIC always encrypts, and a certificate made at start
 * leaves no private key in the repository or the jar.
 *
 * <pre>{@code
 * DemoCertificate certificate = DemoCertificate.generate();
 * QuicSslContextBuilder.forServer(certificate.keyManagers(), DemoCertificate.PASSWORD);
 * }</pre>
 */
public final class DemoCertificate {

  /** The key store's password: the store lives only in a temporary folder, deleted at once. */
  public static final String PASSWORD = "changeit";

  private static final String ALIAS = "throng-demo";

  private final KeyManagerFactory keyManagers;
  private final X509Certificate certificate;

  private DemoCertificate(KeyManagerFactory keyManagers, X509Certificate certificate) {
    this.keyManagers = keyManagers;
    this.certificate = certificate;
  }

  /**
   * @throws IllegalStateException when keytool cannot be run or its key store read
   */
  public static DemoCertificate generate() {
    try {
      KeyStore keys = keyStore();
      KeyManagerFactory managers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
      managers.init(keys, PASSWORD.toCharArray());
      return new DemoCertificate(managers, (X509Certificate) keys.getCertificate(ALIAS));
    } catch (IOException | GeneralSecurityException e) {
      throw new IllegalStateException("cannot make the demo target's certificate: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while making the demo target's certificate", e);
    }
  }

  /** The key and certificate the listener presents. */
  public KeyManagerFactory keyManagers() {
    return keyManagers;
  }

  /** The certificate a client of the listener trusts, and no other server's. */
  public X509Certificate certificate() {
    return certificate;
  }

  private static KeyStore keyStore()
      throws IOException, InterruptedException, GeneralSecurityException {
    Path dir = Files.createTempDirectory("throng-demo-tls");
    Path file = dir.resolve("keys.p12");
    try {
      genkeypair(file, ALIAS, "ip:" + DemoTarget.HOST);
      KeyStore keys = KeyStore.getInstance("PKCS12");
      try (InputStream in = Files.newInputStream(file)) {
        keys.load(in, PASSWORD.toCharArray());
      }
      return keys;
    } finally {
      Files.deleteIfExists(file);
      Files.delete(dir);
    }
  }

  /**
   * Runs keytool's {@code -genkeypair} into a PKCS12 {@code keyStore} of password {@value #PASSWORD}:
   * an EC P-256 key and a self-signed certificate valid two days, named {@code alias}.
   *
   * @param subjectAlternativeNames keytool's {@code san=} value, such as {@code ip:127.0.0.1,dns:localhost}
   */
  public static void genkeypair(Path keyStore, String alias, String subjectAlternativeNames)
      throws IOException, InterruptedException {
    keytool("-genkeypair", "-alias", alias, "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=" + alias,
        "-ext", "san=" + subjectAlternativeNames, "-validity", "2", "-storetype", "PKCS12",
        "-keystore", keyStore.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD);
  }

  /** Runs the JDK's keytool with {@code arguments}, failing with its output when it fails. */
  public static void keytool(String... arguments) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(List.of(arguments));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (process.waitFor() != 0) {
      throw new IOException("keytool " + String.join(" ", arguments) + " failed: " + output);
    }
  }
}
