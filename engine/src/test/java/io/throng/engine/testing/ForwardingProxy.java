package io.throng.engine.testing;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small HTTP proxy on a loopback port, on JDK sockets: it records each request line it gets
 * (absolute form for plain http, {@code CONNECT host:port} for tunnels) with its
 * {@code Proxy-Authorization}, and forwards to the origin, which must be on loopback (a
 * {@code *.invalid} host is taken as loopback: a name only the proxy knows). A refusing
 * proxy answers every request {@code 407 Proxy Authentication Required}; a silent one never answers.
 */
public final class ForwardingProxy implements AutoCloseable {

  /** A request line as the proxy got it, with its {@code Proxy-Authorization} ({@code ""} for none). */
  public record Seen(String requestLine, String authorization) {}

  private enum Mode { FORWARD, REFUSE, SILENT }

  private final ServerSocket server;
  private final Mode mode;
  private final ExecutorService threads = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "forwarding-proxy");
    thread.setDaemon(true);
    return thread;
  });
  private final List<Seen> seen = new CopyOnWriteArrayList<>();
  private final List<Socket> sockets = new CopyOnWriteArrayList<>();
  private final AtomicInteger connections = new AtomicInteger();

  private ForwardingProxy(Mode mode) throws IOException {
    this.mode = mode;
    this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    threads.execute(this::accept);
  }

  public static ForwardingProxy forwarding() throws IOException {
    return new ForwardingProxy(Mode.FORWARD);
  }

  public static ForwardingProxy refusing() throws IOException {
    return new ForwardingProxy(Mode.REFUSE);
  }

  public static ForwardingProxy silent() throws IOException {
    return new ForwardingProxy(Mode.SILENT);
  }

  public int port() {
    return server.getLocalPort();
  }

  public List<Seen> seen() {
    return List.copyOf(seen);
  }

  /** How many client connections the proxy accepted. */
  public int connections() {
    return connections.get();
  }

  private void accept() {
    while (!server.isClosed()) {
      try {
        Socket client = server.accept();
        sockets.add(client);
        connections.incrementAndGet();
        threads.execute(() -> serve(client));
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void serve(Socket client) {
    try (client) {
      InputStream in = new BufferedInputStream(client.getInputStream());
      OutputStream out = client.getOutputStream();
      Socket origin = null;
      String originAddress = null;
      List<String> head;
      while ((head = readHead(in)) != null) {
        String[] line = head.get(0).split(" ");
        seen.add(new Seen(head.get(0), header(head, "Proxy-Authorization")));
        if (mode == Mode.SILENT) {
          continue;
        }
        if (mode == Mode.REFUSE) {
          out.write(("HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm=\"test\"\r\n"
              + "Content-Length: 0\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
          out.flush();
          continue;
        }
        if (line[0].equals("CONNECT")) {
          int colon = line[1].lastIndexOf(':');
          Socket upstream = connect(line[1].substring(0, colon), Integer.parseInt(line[1].substring(colon + 1)));
          out.write("HTTP/1.1 200 Connection established\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
          out.flush();
          threads.execute(() -> pipe(upstream, out));
          in.transferTo(upstream.getOutputStream());
          return;
        }
        URI url = URI.create(line[1]);
        String address = url.getHost() + ":" + url.getPort();
        if (!address.equals(originAddress)) {
          Socket opened = connect(url.getHost(), url.getPort());
          origin = opened;
          originAddress = address;
          threads.execute(() -> pipe(opened, out));
        }
        forward(head, line, url, in, origin.getOutputStream());
      }
    } catch (IOException ended) {
      // The client or the origin closed the connection.
    }
  }

  /** The request in origin form, without the proxy's header, then its body. */
  private static void forward(List<String> head, String[] line, URI url, InputStream in, OutputStream origin)
      throws IOException {
    StringBuilder request = new StringBuilder(line[0]).append(' ').append(url.getRawPath())
        .append(url.getRawQuery() == null ? "" : "?" + url.getRawQuery()).append(' ').append(line[2]).append("\r\n");
    head.stream().skip(1).filter(header -> !header.toLowerCase(Locale.ROOT).startsWith("proxy-authorization:"))
        .forEach(header -> request.append(header).append("\r\n"));
    origin.write(request.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
    String length = header(head, "Content-Length");
    if (!length.isEmpty()) {
      origin.write(in.readNBytes(Integer.parseInt(length.trim())));
    }
    origin.flush();
  }

  /** Only to loopback: {@code *.invalid} names, which no DNS knows, stand for names only the proxy knows. */
  private Socket connect(String host, int port) throws IOException {
    if (!host.equals("127.0.0.1") && !host.equals("localhost") && !host.endsWith(".invalid")) {
      throw new IOException("the test proxy only forwards to loopback, not to " + host);
    }
    Socket socket = new Socket();
    sockets.add(socket);
    socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    return socket;
  }

  private static void pipe(Socket from, OutputStream to) {
    try (from) {
      from.getInputStream().transferTo(to);
    } catch (IOException ended) {
      // Either side closed.
    }
  }

  /** The request line and header lines, or {@code null} at the end of the stream. */
  private static List<String> readHead(InputStream in) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int matched = 0;
    int next;
    while (matched < 4 && (next = in.read()) != -1) {
      bytes.write(next);
      matched = next == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : next == '\r' ? 1 : 0;
    }
    if (matched < 4) {
      return null;
    }
    String text = bytes.toString(StandardCharsets.ISO_8859_1);
    return new ArrayList<>(List.of(text.substring(0, text.length() - 4).split("\r\n")));
  }

  private static String header(List<String> head, String name) {
    return head.stream().skip(1).filter(line -> line.regionMatches(true, 0, name + ":", 0, name.length() + 1))
        .map(line -> line.substring(name.length() + 1).trim()).findFirst().orElse("");
  }

  @Override
  public void close() throws IOException {
    server.close();
    for (Socket socket : sockets) {
      socket.close();
    }
    threads.shutdownNow();
  }
}
