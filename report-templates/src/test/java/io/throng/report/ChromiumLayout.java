package io.throng.report;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Measures how headless Chromium lays a page out at a given window size, through the DevTools
 * protocol (the page itself runs no script): the viewport's width, the document's width and
 * height, and the widest element's overflow. The JDK's HTTP client and WebSocket are enough.
 */
final class ChromiumLayout {

  /** What the browser laid out, in CSS pixels. */
  record Layout(int viewportWidth, int documentWidth, int documentHeight, int overflowingElements) {}

  private static final Pattern DEVTOOLS = Pattern.compile("DevTools listening on (ws://127\\.0\\.0\\.1:(\\d+)/\\S+)");
  private static final Pattern PAGE_SOCKET = Pattern.compile("\"webSocketDebuggerUrl\"\\s*:\\s*\"(ws://[^\"]+/page/[^\"]+)\"");
  private static final Pattern RESULT = Pattern.compile("\"value\"\\s*:\\s*\"(\\d+) (\\d+) (\\d+) (\\d+)\"");
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  /** Counted as overflowing: an element wider inside than its box, whose overflow scrolls or shows. */
  private static final String MEASURE = "[innerWidth, document.documentElement.scrollWidth,"
      + " document.documentElement.scrollHeight,"
      + " [...document.querySelectorAll('table, .scroll, pre, figure, h1, h2, h3, p')]"
      + ".filter(e => e.scrollWidth > e.clientWidth + 1).length].join(' ')";

  private ChromiumLayout() {}

  static Layout measure(Path binary, URI page, int width, int height, Path workDir)
      throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(workDir, "chromium-layout");
    Process process = new ProcessBuilder(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--hide-scrollbars", "--user-data-dir=" + profile,
        "--remote-debugging-port=0", "--remote-allow-origins=*", "--window-size=" + width + "," + height,
        "about:blank")
        .redirectOutput(ProcessBuilder.Redirect.DISCARD)
        .start();
    try {
      return measure(pageSocket(devToolsPort(process)), page);
    } finally {
      process.destroy();
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
      }
    }
  }

  private static int devToolsPort(Process process) throws IOException {
    BufferedReader stderr = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    for (String line = stderr.readLine(); line != null && System.nanoTime() < deadline; line = stderr.readLine()) {
      Matcher m = DEVTOOLS.matcher(line);
      if (m.find()) {
        // Keep draining stderr so the browser never blocks on a full pipe.
        Thread drain = new Thread(() -> stderr.lines().forEach(l -> {}), "chromium-stderr");
        drain.setDaemon(true);
        drain.start();
        return Integer.parseInt(m.group(2));
      }
    }
    throw new IllegalStateException("chromium printed no DevTools address");
  }

  private static String pageSocket(int port) throws IOException, InterruptedException {
    HttpClient http = HttpClient.newHttpClient();
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      String list = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
          .timeout(TIMEOUT).build(), HttpResponse.BodyHandlers.ofString()).body();
      Matcher m = PAGE_SOCKET.matcher(list);
      if (m.find()) {
        return m.group(1);
      }
      Thread.sleep(100);
    }
    throw new IllegalStateException("chromium opened no page target");
  }

  /**
   * Opens {@code page} in the blank tab through DevTools, waits for its load event, then measures
   * it: navigating ourselves means the measure runs in the page's own document, never in the
   * blank one it replaced.
   */
  private static Layout measure(String pageSocket, URI page) throws InterruptedException {
    BlockingQueue<String> messages = new LinkedBlockingQueue<>();
    WebSocket socket = HttpClient.newHttpClient().newWebSocketBuilder()
        .buildAsync(URI.create(pageSocket), new WebSocket.Listener() {
          private final StringBuilder text = new StringBuilder();

          @Override
          public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
              messages.add(text.toString());
              text.setLength(0);
            }
            webSocket.request(1);
            return null;
          }
        }).join();
    String message;
    try {
      socket.sendText("{\"id\":1,\"method\":\"Page.enable\"}", true).join();
      socket.sendText("{\"id\":2,\"method\":\"Page.navigate\",\"params\":{\"url\":\"" + page + "\"}}", true).join();
      awaitMessage(messages, "\"Page.loadEventFired\"");
      String escaped = MEASURE.replace("\\", "\\\\").replace("\"", "\\\"");
      socket.sendText("{\"id\":3,\"method\":\"Runtime.evaluate\",\"params\":{\"expression\":\"" + escaped
          + "\",\"awaitPromise\":true,\"returnByValue\":true}}", true).join();
      message = awaitMessage(messages, "\"id\":3");
    } finally {
      socket.abort();
    }
    Matcher m = RESULT.matcher(message);
    if (!m.find()) {
      throw new IllegalStateException("unexpected DevTools answer: " + message);
    }
    return new Layout(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
        Integer.parseInt(m.group(4)));
  }

  private static String awaitMessage(BlockingQueue<String> messages, String containing) throws InterruptedException {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    for (long left = TIMEOUT.toNanos(); left > 0; left = deadline - System.nanoTime()) {
      String message = messages.poll(left, TimeUnit.NANOSECONDS);
      if (message != null && message.contains(containing)) {
        return message;
      }
    }
    throw new IllegalStateException("chromium sent no " + containing + " within " + TIMEOUT.toSeconds() + " s");
  }
}
