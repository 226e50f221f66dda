package io.throng.engine.testing;

import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.DatagramChannel;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.handler.codec.dns.DatagramDnsQuery;
import io.netty.handler.codec.dns.DatagramDnsQueryDecoder;
import io.netty.handler.codec.dns.DatagramDnsResponse;
import io.netty.handler.codec.dns.DatagramDnsResponseEncoder;
import io.netty.handler.codec.dns.DefaultDnsQuestion;
import io.netty.handler.codec.dns.DefaultDnsRawRecord;
import io.netty.handler.codec.dns.DnsQuestion;
import io.netty.handler.codec.dns.DnsRecordType;
import io.netty.handler.codec.dns.DnsResponseCode;
import io.netty.handler.codec.dns.DnsSection;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real DNS server on an ephemeral loopback UDP port: answers A queries for the names it was
 * given (TTL 60 s), an empty answer for their other record types, NXDOMAIN for every other name,
 * and counts the questions it got per name, so a test can see what the client asked and how often.
 */
public final class LoopbackDnsServer implements AutoCloseable {

  private static final int TTL_SECONDS = 60;

  private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final Map<String, byte[]> addresses = new ConcurrentHashMap<>();
  private final Map<String, AtomicInteger> questions = new ConcurrentHashMap<>();
  private final Map<String, CountDownLatch> holds = new ConcurrentHashMap<>();
  private final Map<String, Boolean> released = new ConcurrentHashMap<>();
  private final Channel channel;

  /** @param names host names and the IPv4 addresses they resolve to */
  public LoopbackDnsServer(Map<String, String> names) throws InterruptedException, UnknownHostException {
    for (Map.Entry<String, String> name : names.entrySet()) {
      addresses.put(name.getKey().toLowerCase(Locale.ROOT), InetAddress.getByName(name.getValue()).getAddress());
    }
    channel = new Bootstrap().group(group).channel(NioDatagramChannel.class)
        .handler(new ChannelInitializer<DatagramChannel>() {
          @Override
          protected void initChannel(DatagramChannel ch) {
            ch.pipeline().addLast(new DatagramDnsQueryDecoder(), new DatagramDnsResponseEncoder(), new Answerer());
          }
        })
        .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0)).sync().channel();
  }

  /** {@code 127.0.0.1:port}, as {@code loadtest.http.dnsServers} takes it. */
  public String address() {
    return "127.0.0.1:" + ((InetSocketAddress) channel.localAddress()).getPort();
  }

  /**
   * Answers questions about {@code host} only once {@code until} is released (or after 10 s), so a
   * test can see what the client did while its lookup was pending.
   */
  public LoopbackDnsServer hold(String host, CountDownLatch until) {
    holds.put(host.toLowerCase(Locale.ROOT), until);
    return this;
  }

  /** Whether every held answer about {@code host} went out because its latch was released, not on the 10 s cap. */
  public boolean releasedInTime(String host) {
    return released.getOrDefault(host.toLowerCase(Locale.ROOT), false);
  }

  /** How many questions (of any record type) named {@code host}. */
  public int questionsFor(String host) {
    AtomicInteger count = questions.get(host.toLowerCase(Locale.ROOT));
    return count == null ? 0 : count.get();
  }

  @Override
  public void close() {
    channel.close().syncUninterruptibly();
    holds.values().forEach(latch -> {
      while (latch.getCount() > 0) {
        latch.countDown();
      }
    });
    group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }

  private final class Answerer extends SimpleChannelInboundHandler<DatagramDnsQuery> {
    @Override
    protected void channelRead0(ChannelHandlerContext ctx, DatagramDnsQuery query) {
      DnsQuestion question = query.recordAt(DnsSection.QUESTION);
      String name = question.name().toLowerCase(Locale.ROOT);
      String host = name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
      questions.computeIfAbsent(host, h -> new AtomicInteger()).incrementAndGet();
      CountDownLatch hold = holds.get(host);
      if (hold != null) {
        try {
          // Blocks this server's own loop, which serves nobody else.
          released.merge(host, hold.await(10, TimeUnit.SECONDS), Boolean::logicalAnd);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
      DatagramDnsResponse response = new DatagramDnsResponse(query.recipient(), query.sender(), query.id());
      response.setAuthoritativeAnswer(true).setRecursionAvailable(true);
      response.addRecord(DnsSection.QUESTION, new DefaultDnsQuestion(question.name(), question.type()));
      byte[] address = addresses.get(host);
      if (address == null) {
        response.setCode(DnsResponseCode.NXDOMAIN);
      } else if (question.type() == DnsRecordType.A) {
        response.addRecord(DnsSection.ANSWER,
            new DefaultDnsRawRecord(question.name(), DnsRecordType.A, TTL_SECONDS, Unpooled.wrappedBuffer(address)));
      }
      ctx.writeAndFlush(response);
    }
  }
}
