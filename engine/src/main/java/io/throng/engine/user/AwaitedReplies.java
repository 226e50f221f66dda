package io.throng.engine.user;

import io.throng.engine.check.ResponseChecks;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.stats.LoopRecorder;
import io.throng.engine.stats.RequestKey;
import java.util.List;

/**
 * The messages one step awaits on a socket or a stream, in order: each message is offered to the
 * next awaited reply, which takes it when its {@code matching} conditions pass and records it
 * under its check's name with the time from {@code sentNanos}; a message no reply takes is an OK
 * in the row {@code unmatched}. Confined to the user's loop.
 */
final class AwaitedReplies {

  private final VirtualUser user;
  private final LoopRecorder stats;
  private final RequestKey unmatched;
  private final Protocol protocol;
  private List<WebSocketStep.Reply> replies = List.of();
  private int next;
  private long sentNanos;
  private boolean anyFailed;

  /** @param protocol what the messages come over: {@link Protocol#WS} or {@link Protocol#SSE} */
  AwaitedReplies(VirtualUser user, RequestKey unmatched, Protocol protocol) {
    this.user = user;
    this.stats = user.stats();
    this.unmatched = unmatched;
    this.protocol = protocol;
  }

  void start(WebSocketStep.Await await, long sentNanos) {
    this.replies = await.replies();
    this.next = 0;
    this.sentNanos = sentNanos;
  }

  /** Offers {@code message} to the next awaited reply; {@code true} when it was the last one awaited. */
  boolean offer(Response message, OutgoingRequest request, long receivedNanos) {
    WebSocketStep.Reply expected = replies.get(next);
    long responseNanos = receivedNanos - sentNanos;
    if (expected.matching().verify(message, request, responseNanos, user.session, user.cookies()).failure() != null) {
      unmatched(receivedNanos);
      return false;
    }
    ResponseChecks.Verdict verdict = expected.checks().verify(message, request, responseNanos, user.session,
        user.cookies());
    user.session = verdict.session();
    user.resourceResponded(responseNanos);
    if (verdict.failure() == null) {
      stats.recordOk(expected.key(), sentNanos, sentNanos, receivedNanos, 0, protocol);
    } else {
      stats.recordKo(expected.key(), sentNanos, sentNanos, receivedNanos, 0, protocol, verdict.kind(),
          verdict.failure());
      anyFailed = true;
    }
    return ++next == replies.size();
  }

  /** A message that no reply awaits. */
  void unmatched(long receivedNanos) {
    stats.recordOk(unmatched, receivedNanos, receivedNanos, receivedNanos, 0, protocol);
  }

  /** The replies not yet come are KOs with {@code reason}; the step failed. */
  void failRemaining(FailureKind kind, String reason, long now) {
    recordRemaining(kind, reason, now);
    anyFailed = true;
  }

  /** The replies not yet come are KOs with {@code reason}, as when the run stops. */
  void recordRemaining(FailureKind kind, String reason, long now) {
    for (int i = next; i < replies.size(); i++) {
      stats.recordKo(replies.get(i).key(), sentNanos, sentNanos, now, 0, protocol, kind, reason);
    }
    next = replies.size();
  }

  /** Whether a reply of the step failed since the last call. */
  boolean takeFailed() {
    boolean failed = anyFailed;
    anyFailed = false;
    return failed;
  }
}
