package io.throng.engine.user;

import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.throng.dsl.Session;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.http.WebSocketConnection;
import io.throng.engine.http.WebSocketListener;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.stats.LoopRecorder;
import io.throng.engine.stats.RequestKey;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * One named WebSocket of a virtual user and the step waiting on it, if any: a connect waiting for
 * the upgrade, a send waiting for its replies, a close waiting for the server's. Each awaited reply
 * is recorded under its check's name with the time from the send; one that does not come in time,
 * or a socket the server closes meanwhile, is a KO with the reason. A close the user did not ask
 * for, while nothing waits, is a KO of {@code <connect name> closed} with its code. Messages no
 * awaited reply takes are counted under {@code ws <socket> unmatched}. Confined to the user's loop.
 */
final class UserSocket implements WebSocketListener {

  private enum Waiting { NOTHING, UPGRADE, REPLIES, CLOSE }

  private final VirtualUser user;
  private final String name;
  private final LoopRecorder stats;
  private final AwaitedReplies replies;
  private WebSocketConnection connection;
  private RequestKey connectKey;
  private boolean open;
  private Waiting waiting = Waiting.NOTHING;
  private WebSocketStep step;
  private final StepWait wait;
  private long sentNanos;

  UserSocket(VirtualUser user, String name) {
    this.user = user;
    this.name = name;
    this.stats = user.stats();
    this.wait = new StepWait(user);
    this.replies = new AwaitedReplies(user, stats.key("ws " + name + " unmatched"), Protocol.WS);
  }

  /** Runs {@code step} on this socket; {@code false} when the user now waits for it. */
  boolean run(WebSocketStep step) {
    long now = System.nanoTime();
    if (step.command() instanceof WebSocketStep.Connect connect) {
      return connect(step, connect, now);
    }
    if (!open) {
      return refuse(step, now, FailureKind.CLOSED, "socket '" + name + "' is not open: connect it first");
    }
    if (step.command() instanceof WebSocketStep.Send send) {
      return send(step, send, now);
    }
    begin(step, Waiting.CLOSE, now, ((WebSocketStep.Close) step.command()).timeoutNanos(),
        "no close frame from the server within ");
    connection.close();
    return false;
  }

  private boolean connect(WebSocketStep step, WebSocketStep.Connect connect, long now) {
    if (open) {
      return refuse(step, now, FailureKind.REQUEST, "socket '" + name + "' is already open: close it first");
    }
    OutgoingRequest upgrade;
    try {
      upgrade = connect.upgrade().build(user.session);
    } catch (Exception e) {
      return refuse(step, now, FailureKind.REQUEST, e.getMessage() != null ? e.getMessage() : e.toString());
    }
    connectKey = step.key();
    begin(step, Waiting.UPGRADE, now, upgrade.timeoutNanos(), "no upgrade response within ");
    WebSocketConnection opening =
        user.connection().openWebSocket(upgrade, connect.subprotocols(), connect.maxMessageBytes(), this);
    if (waiting == Waiting.UPGRADE) { // not refused at once
      connection = opening;
    }
    return false;
  }

  private boolean send(WebSocketStep step, WebSocketStep.Send send, long now) {
    String text;
    try {
      text = send.text() == null ? null : send.text().apply(user.session);
    } catch (Exception e) {
      return refuse(step, now, FailureKind.REQUEST, e.getMessage() != null ? e.getMessage() : e.toString());
    }
    if (send.await() == null) {
      write(text, send.bytes());
      return true;
    }
    awaitReplies(step, send.await(), now);
    write(text, send.bytes());
    return false;
  }

  private void write(String text, byte[] bytes) {
    if (text != null) {
      connection.sendText(text);
    } else {
      connection.sendBytes(bytes);
    }
  }

  @Override
  public void onOpen(int status, long endNanos) {
    open = true;
    stats.recordOk(step.key(), sentNanos, sentNanos, endNanos, status, Protocol.WS);
    user.resourceResponded(endNanos - sentNanos);
    WebSocketStep.Await then = ((WebSocketStep.Connect) step.command()).await();
    if (then == null) {
      done();
    } else {
      wait.cancelTimer();
      awaitReplies(step, then, endNanos);
    }
  }

  @Override
  public void onRefused(FailureKind kind, int status, String reason, long endNanos) {
    connection = null;
    if (waiting == Waiting.UPGRADE) {
      stats.recordKo(step.key(), sentNanos, sentNanos, endNanos, status, Protocol.WS, kind, reason);
      wait.failed();
      done();
    }
  }

  @Override
  public void onText(String text, long receivedNanos) {
    received(text.getBytes(StandardCharsets.UTF_8), receivedNanos);
  }

  @Override
  public void onBinary(byte[] bytes, long receivedNanos) {
    replies.unmatched(receivedNanos);
  }

  private void received(byte[] message, long receivedNanos) {
    if (waiting != Waiting.REPLIES) {
      replies.unmatched(receivedNanos);
      return;
    }
    Response response = new Response(200, EmptyHttpHeaders.INSTANCE, message, message.length, false);
    if (replies.offer(response, connection.upgrade(), receivedNanos)) {
      done();
    }
  }

  @Override
  public void onClosed(int code, String reason, boolean requested, long endNanos) {
    open = false;
    connection = null;
    String why = (code == 1006 ? "abnormal closure 1006: " : "closed by the server: " + code + " ") + reason;
    if (waiting == Waiting.CLOSE && requested) {
      stats.recordOk(step.key(), sentNanos, sentNanos, endNanos, 0, Protocol.WS);
      done();
    } else if (waiting == Waiting.NOTHING) {
      stats.recordKo(stats.key(connectKey.name() + " closed"), endNanos, endNanos, endNanos, 0, Protocol.WS,
          FailureKind.CLOSED, why.strip());
      user.session = user.session.markAsFailed();
    } else {
      replies.failRemaining(FailureKind.CLOSED, why.strip(), endNanos);
      done();
    }
  }

  /** The run is stopping. */
  void cancel(String message) {
    if (waiting != Waiting.NOTHING) {
      WebSocketStep current = step;
      long now = System.nanoTime();
      if (waiting == Waiting.REPLIES) {
        replies.recordRemaining(FailureKind.CANCELLED, message, now);
      } else {
        stats.recordKo(current.key(), sentNanos, sentNanos, now, 0, Protocol.WS, FailureKind.CANCELLED, message);
      }
      wait.cancelTimer();
      waiting = Waiting.NOTHING;
    }
    drop();
  }

  void drop() {
    open = false;
    if (connection != null) {
      connection.abort();
      connection = null;
    }
  }

  private void awaitReplies(WebSocketStep step, WebSocketStep.Await await, long now) {
    begin(step, Waiting.REPLIES, now, await.timeoutNanos(), "no matching message within ");
    replies.start(await, now);
  }

  private void begin(WebSocketStep step, Waiting what, long now, long timeoutNanos, String timeoutReason) {
    this.step = step;
    this.waiting = what;
    this.sentNanos = now;
    String reason = timeoutReason + TimeUnit.NANOSECONDS.toMillis(timeoutNanos) + " ms";
    wait.startTimer(() -> timedOut(what, reason), timeoutNanos);
  }

  private void timedOut(Waiting what, String reason) {
    if (waiting != what) {
      return;
    }
    long now = System.nanoTime();
    if (what == Waiting.REPLIES) {
      replies.failRemaining(FailureKind.TIMEOUT, reason, now);
      done();
      return;
    }
    // A socket that did not open, or did not close, in time is dropped: it could not be trusted after.
    drop();
    stats.recordKo(step.key(), sentNanos, sentNanos, now, 0, Protocol.WS, FailureKind.TIMEOUT, reason);
    wait.failed();
    done();
  }

  /** The step ended: the user goes on, failed (to its try's end) when anything of it was a KO. */
  private void done() {
    waiting = Waiting.NOTHING;
    wait.end(step.tryEnd(), replies.takeFailed());
  }

  private boolean refuse(WebSocketStep step, long now, FailureKind kind, String reason) {
    return wait.refuse(step.key(), step.tryEnd(), now, kind, reason);
  }
}
