package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.throng.app.fixtures.run.SettingsToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's {@code loadtest.*} settings reach the JVM it forks in an owner-only file: a token in
 * them is not on that JVM's command line (what {@code ps} shows every user), yet takes effect.
 */
class ForkedSettingsTest {

  private static final String TOKEN = "TOKEN-7777";

  @TempDir Path dir;

  @Test
  void theFileIsOwnerOnlyHoldsTheSettingsAndIsGoneWhenClosed() throws IOException {
    Path file;
    try (ForkedSettings settings = ForkedSettings.write(Map.of("loadtest.token", TOKEN, "loadtest.users", "3"))) {
      file = optionFile(settings.options().get(0));
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
      Properties read = new Properties();
      read.load(Files.newBufferedReader(file));
      assertThat(read).containsEntry("loadtest.token", TOKEN).containsEntry("loadtest.users", "3").hasSize(2);
    }
    assertThat(file).doesNotExist();
    assertThat(ForkedSettings.write(Map.of()).options()).isEmpty();
  }

  @Test
  void theFileOfAWriterThatDiedIsRemovedByTheNextWriteAndALiveWritersIsKept() throws Exception {
    Process dead = new ProcessBuilder("true").start();
    assertThat(dead.waitFor(30, TimeUnit.SECONDS)).isTrue();
    Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
    Path orphan = Files.writeString(tmp.resolve("throng-settings-" + dead.pid() + "-42.properties"),
        "loadtest.token=" + TOKEN);
    Path alive = Files.writeString(tmp.resolve("throng-settings-" + ProcessHandle.current().pid() + "-43.properties"),
        "loadtest.token=" + TOKEN);
    try (ForkedSettings settings = ForkedSettings.write(Map.of("loadtest.users", "3"))) {
      assertThat(optionFile(settings.options().get(0)).getFileName().toString())
          .startsWith("throng-settings-" + ProcessHandle.current().pid() + "-");
      assertThat(orphan).as("left by a JVM killed before it could delete it").doesNotExist();
      assertThat(alive).exists();
    } finally {
      Files.deleteIfExists(orphan);
      Files.deleteIfExists(alive);
    }
  }

  @Test
  void aTokenInTheSettingsOfASweepLevelIsNotOnItsCommandLineYetTakesEffect() throws Exception {
    CompletableFuture<String> tokenSeen = new CompletableFuture<>();
    CountDownLatch inspected = new CountDownLatch(1);
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/hold", exchange -> {
      tokenSeen.complete(exchange.getRequestHeaders().getFirst("X-Run-Token"));
      try {
        inspected.await(30, TimeUnit.SECONDS); // the run stays alive while the test reads its command line
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      exchange.sendResponseHeaders(204, -1);
      exchange.close();
    });
    server.start();
    Properties system = new Properties();
    system.setProperty("loadtest.baseUrl", "http://127.0.0.1:" + server.getAddress().getPort());
    system.setProperty("loadtest.token", "overridden by the level");
    String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ForkedLevel level = new ForkedLevel(SettingsToken.class.getName(), Optional.empty(), classpath, system,
        new PrintStream(out, true, StandardCharsets.UTF_8));
    CompletableFuture<Void> run = CompletableFuture.runAsync(() -> {
      try {
        level.run("token", TOKEN, dir.resolve("level-1"));
      } catch (IOException e) {
        throw new IllegalStateException(out.toString(StandardCharsets.UTF_8), e);
      }
    });
    try {
      // The level's JVM has sent the token: it read its settings and is waiting for the answer.
      CompletableFuture.anyOf(tokenSeen, run).get(60, TimeUnit.SECONDS);
      assertThat(tokenSeen).as(out.toString(StandardCharsets.UTF_8)).isDone();
      assertThat(tokenSeen.get()).isEqualTo(TOKEN);
      List<String> children = ProcessHandle.current().children().map(ForkedSettingsTest::commandLine).toList();
      assertThat(children).hasSize(1);
      String commandLine = children.get(0);
      assertThat(commandLine).contains(SettingsToken.class.getName()).doesNotContain(TOKEN)
          .doesNotContain("-Dloadtest.");
      String option = List.of(commandLine.split("\0")).stream()
          .filter(argument -> argument.startsWith("-D" + ForkedSettings.FILE_PROPERTY + "=")).findFirst().orElseThrow();
      Path file = optionFile(option);
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
      inspected.countDown();
      run.get(60, TimeUnit.SECONDS);
      assertThat(file).as("deleted once the level ended").doesNotExist();
    } finally {
      inspected.countDown();
      server.stop(0);
    }
    assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain(TOKEN);
  }

  /** What {@code ps} shows: the process's arguments, NUL-separated, as the kernel has them. */
  private static String commandLine(ProcessHandle process) {
    Path proc = Path.of("/proc", Long.toString(process.pid()), "cmdline");
    if (Files.isReadable(proc)) {
      try {
        return Files.readString(proc, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return process.info().command().orElse("") + "\0" + String.join("\0", process.info().arguments().orElseThrow());
  }

  private static Path optionFile(String option) {
    return Path.of(option.substring(("-D" + ForkedSettings.FILE_PROPERTY + "=").length()));
  }
}
