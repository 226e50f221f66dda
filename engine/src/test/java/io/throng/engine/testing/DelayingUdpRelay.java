package io.throng.engine.testing;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A UDP relay on a loopback port that delays every datagram, each way, by a fixed time: a network
 * with a round trip of twice that, for tests that count round trips (a QUIC handshake). Each
 * client address gets a socket of its own towards the server, so the server sees one peer per client.
 */
public final class DelayingUdpRelay implements AutoCloseable {

  private static final int MAX_DATAGRAM = 65_535;

  private final DatagramSocket front;
  private final InetSocketAddress server;
  private final long delayMillis;
  private final Map<SocketAddress, DatagramSocket> backs = new ConcurrentHashMap<>();
  private final ExecutorService readers = Executors.newCachedThreadPool(runnable -> daemon(runnable, "udp-relay"));
  private final ScheduledExecutorService senders =
      Executors.newSingleThreadScheduledExecutor(runnable -> daemon(runnable, "udp-relay-send"));

  /** @param serverPort the loopback UDP port the datagrams go to */
  public DelayingUdpRelay(int serverPort, long delayMillis) throws IOException {
    this.server = new InetSocketAddress(InetAddress.getLoopbackAddress(), serverPort);
    this.delayMillis = delayMillis;
    this.front = new DatagramSocket(0, InetAddress.getLoopbackAddress());
    readers.execute(this::relayClients);
  }

  /** {@code https://127.0.0.1:<port>}: the relay's port, which reaches the server. */
  public String baseUrl() {
    return "https://127.0.0.1:" + front.getLocalPort();
  }

  private void relayClients() {
    byte[] buffer = new byte[MAX_DATAGRAM];
    while (!front.isClosed()) {
      try {
        DatagramPacket packet = new DatagramPacket(buffer, buffer.length);
        front.receive(packet);
        SocketAddress client = packet.getSocketAddress();
        DatagramSocket back = backs.computeIfAbsent(client, this::openBack);
        later(back, Arrays.copyOf(packet.getData(), packet.getLength()), server);
      } catch (IOException closed) {
        return;
      }
    }
  }

  private DatagramSocket openBack(SocketAddress client) {
    try {
      DatagramSocket back = new DatagramSocket(0, InetAddress.getLoopbackAddress());
      readers.execute(() -> relayServer(back, client));
      return back;
    } catch (IOException e) {
      throw new IllegalStateException("cannot open the relay's socket towards the server", e);
    }
  }

  private void relayServer(DatagramSocket back, SocketAddress client) {
    byte[] buffer = new byte[MAX_DATAGRAM];
    while (!back.isClosed()) {
      try {
        DatagramPacket packet = new DatagramPacket(buffer, buffer.length);
        back.receive(packet);
        later(front, Arrays.copyOf(packet.getData(), packet.getLength()), client);
      } catch (IOException closed) {
        return;
      }
    }
  }

  private void later(DatagramSocket socket, byte[] bytes, SocketAddress to) {
    senders.schedule(() -> {
      try {
        socket.send(new DatagramPacket(bytes, bytes.length, to));
      } catch (IOException closed) {
        // The relay is closing: the datagram is lost, as on a network.
      }
    }, delayMillis, TimeUnit.MILLISECONDS);
  }

  private static Thread daemon(Runnable runnable, String name) {
    Thread thread = new Thread(runnable, name);
    thread.setDaemon(true);
    return thread;
  }

  @Override
  public void close() {
    front.close();
    backs.values().forEach(DatagramSocket::close);
    senders.shutdownNow();
    readers.shutdownNow();
  }
}
