package io.throng.engine.http;

import io.netty.channel.Channel;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import java.util.List;
import java.util.Set;

/**
 * How one virtual user sends its requests, one at a time: it takes a connection from its pool
 * (its own, or its event loop's shared one), writes the request, gives the connection back when
 * the response is complete, and tells the user. An idempotent request whose reused connection
 * the server closed before answering is sent once more on a new connection, as browsers do,
 * unless the protocol turned that off; the user hears of the lost attempt either way
 * ({@link ExchangeListener#onRetry}, or a KO).
 * The user's {@link CookieJar} lives here, on the path every request and response takes, so a
 * shared pool never mixes two users' cookies. A {@code 407} from the HTTP proxy that takes
 * plain-http requests is a KO naming the proxy.
 * Confined to the user's event loop; not thread-safe.
 */
public final class UserConnection implements ChannelPool.Waiter, ExchangeListener {

  /** Methods safe to send again when a reused connection was closed before any answer (RFC 9110 9.2.2). */
  private static final Set<HttpMethod> IDEMPOTENT = Set.of(
      HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS, HttpMethod.PUT, HttpMethod.DELETE, HttpMethod.TRACE);

  /** The reason of a KO that {@code retryOnStaleConnection(false)} did not send again. */
  private static final String NOT_RETRIED = "reused connection closed by the server before any response"
      + " (not sent again: retryOnStaleConnection is off)";

  private static final int PROXY_AUTHENTICATION_REQUIRED = HttpResponseStatus.PROXY_AUTHENTICATION_REQUIRED.code();

  private final ChannelPool pool;
  private final boolean ownsPool;
  private final CookieJar cookies;
  private final boolean retryOnStaleConnection;
  private OutgoingRequest request;
  private ExchangeListener listener;
  private int maxBodyBytes;
  private BodyScan scan;
  private boolean waiting;
  private boolean closed;
  private boolean resent;
  private Channel channel;
  private Protocol protocol = Protocol.NONE;
  private ResponseHandler handler;
  private Channel lastChannel;
  private ResponseHandler lastHandler;

  /**
   * @param cookies the user's cookie jar, or {@code null} when the protocol disables cookies
   * @param retryOnStaleConnection whether an idempotent request lost on a stale connection is sent once more
   */
  UserConnection(ChannelPool pool, boolean ownsPool, CookieJar cookies, boolean retryOnStaleConnection) {
    this.pool = pool;
    this.ownsPool = ownsPool;
    this.cookies = cookies;
    this.retryOnStaleConnection = retryOnStaleConnection;
  }

  /** The user's cookies, stored from every response and sent with every request; {@code null} when disabled. */
  public CookieJar cookies() {
    return cookies;
  }

  /**
   * Sends {@code request}; {@code listener} hears exactly once how it ended.
   *
   * @param maxBodyBytes how much of the response body to keep for checks; {@code -1} keeps none
   */
  public void send(OutgoingRequest request, ExchangeListener listener, int maxBodyBytes) {
    send(request, listener, maxBodyBytes, null);
  }

  /**
   * Sends {@code request}, {@code scan} reading the response's body as it arrives; {@code
   * listener} hears exactly once how it ended.
   *
   * @param maxBodyBytes how much of the response body to keep for checks; not {@code -1} with a scan
   */
  public void send(OutgoingRequest request, ExchangeListener listener, int maxBodyBytes, BodyScan scan) {
    this.request = cookies == null ? request : cookies.attach(request);
    this.listener = listener;
    this.maxBodyBytes = maxBodyBytes;
    this.scan = scan;
    resent = false;
    protocol = Protocol.NONE;
    waiting = true;
    pool.acquire(request.target(), this);
  }

  /**
   * What the request sent last went out on: its connection's protocol once it had one, so an
   * {@code enableHttp2()} request the server answered in HTTP/1.1 is {@link Protocol#H1};
   * {@link Protocol#NONE} while it has none, or when it got none (refused, cancelled first).
   */
  public Protocol protocol() {
    return protocol;
  }

  /**
   * Another sender on this user's pool, for a request sent while this one's is in flight (a
   * page's resources): it opens a connection of its own, up to the pool's limit per host, and
   * leaves closing the pool to this one. Whatever else this one holds for its user belongs to the
   * sibling too, so a resource is sent as any of the user's requests.
   */
  public UserConnection sibling() {
    return new UserConnection(pool, false, cookies, retryOnStaleConnection);
  }

  /**
   * Opens a WebSocket on a connection of its own, sending the user's cookies with the upgrade and
   * keeping those its response sets. Plain ws through an HTTP proxy would need a tunnel the proxy
   * route gives https only, so it is refused with a KO.
   *
   * @param upgrade the upgrade as a GET request; its target's scheme says ws or wss
   * @param maxMessageBytes the largest message kept, frames joined
   */
  public WebSocketConnection openWebSocket(OutgoingRequest upgrade, List<String> subprotocols, int maxMessageBytes,
      WebSocketListener listener) {
    WebSocketConnection socket = new WebSocketConnection(upgrade, cookies, subprotocols, maxMessageBytes, listener);
    String proxy = pool.answeringProxy(upgrade.target());
    if (proxy != null) {
      socket.acquireFailed(FailureKind.CONNECT, "a ws:// socket cannot go through " + proxy + ": use wss://");
    } else {
      pool.openOutside(upgrade.target(), socket);
    }
    return socket;
  }

  /**
   * Opens a Server-Sent Events stream on a connection of its own, sending the user's cookies with
   * the GET and keeping those its response sets.
   *
   * @param maxEventBytes the most bytes one event may take
   */
  public EventStreamConnection openEventStream(OutgoingRequest request, int maxEventBytes, EventStreamListener listener) {
    EventStreamConnection stream = new EventStreamConnection(request, cookies, maxEventBytes, listener);
    pool.openOutside(request.target(), stream);
    return stream;
  }

  /** Ends a request in flight as a KO {@link FailureKind#CANCELLED}. */
  public void cancel(String message) {
    if (waiting) {
      waiting = false;
      pool.cancel(request.target(), this);
      take().onFailure(FailureKind.CANCELLED, message, System.nanoTime());
    } else if (handler != null) {
      handler.fail(FailureKind.CANCELLED, message);
    }
  }

  /**
   * The user pauses: its last connection needs no response timer until its next request (one
   * that another user of a shared pool has in flight keeps its own).
   */
  public void idle() {
    if (lastHandler != null) {
      lastHandler.idle();
    }
  }

  /** Closes the user's own connections; a shared pool keeps its connections for other users. */
  public void close() {
    closed = true;
    if (ownsPool) {
      pool.closeIdle();
    }
  }

  @Override
  public void acquired(Channel acquired) {
    if (!waiting) { // cancelled while the connection was being opened: a closed user keeps nothing
      pool.release(request.target(), acquired, !(closed && ownsPool));
      return;
    }
    waiting = false;
    channel = acquired;
    // Only a stream has a parent, its HTTP/2 or HTTP/3 connection.
    Channel parent = acquired.parent();
    protocol = parent == null ? Protocol.H1 : MultiplexedConnection.of(parent).protocol();
    handler = handlerOf(acquired);
    handler.begin(this, request, maxBodyBytes, scan);
    acquired.writeAndFlush(request).addListener(handler.writeFailure());
  }

  /** The connection's response handler; a user mostly gets the same connection back, so it is kept. */
  private ResponseHandler handlerOf(Channel acquired) {
    if (acquired != lastChannel) {
      lastChannel = acquired;
      lastHandler = acquired.pipeline().get(ResponseHandler.class);
    }
    return lastHandler;
  }

  @Override
  public void acquireFailed(FailureKind kind, String message) {
    if (waiting) {
      waiting = false;
      take().onFailure(kind, message, System.nanoTime());
    }
  }

  @Override
  public void onResponse(Response response, long endNanos) {
    boolean reusable = handler.reusable();
    giveBack(reusable);
    String proxy = response.status() == PROXY_AUTHENTICATION_REQUIRED ? pool.answeringProxy(request.target()) : null;
    if (proxy != null) {
      // The proxy's own answer, not the origin's: a refusal to name as the proxy's.
      take().onFailure(FailureKind.CONNECT, proxy + " refused " + request.method() + " " + request.url() + ": "
          + HttpResponseStatus.PROXY_AUTHENTICATION_REQUIRED, endNanos);
      return;
    }
    if (cookies != null) { // every response's, a redirect's too, before the user sends the next hop
      cookies.store(request, response.headers());
    }
    take().onResponse(response, endNanos);
  }

  @Override
  public void onFailure(FailureKind kind, String message, long endNanos) {
    boolean stale = !resent && handler.lostUnanswered() && IDEMPOTENT.contains(request.method());
    giveBack(false);
    if (stale && retryOnStaleConnection) {
      resent = true;
      listener.onRetry();
      waiting = true;
      pool.acquire(request.target(), this);
      return;
    }
    take().onFailure(kind, stale && kind == FailureKind.CLOSED ? NOT_RETRIED : message, endNanos);
  }

  private void giveBack(boolean reusable) {
    Channel used = channel;
    channel = null;
    handler = null;
    pool.release(request.target(), used, reusable);
  }

  private ExchangeListener take() {
    ExchangeListener current = listener;
    listener = null;
    scan = null;
    return current;
  }
}
