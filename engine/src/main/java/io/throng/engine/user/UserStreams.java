package io.throng.engine.user;

import java.util.HashMap;
import java.util.Map;

/** A virtual user's Server-Sent Events streams by name, made at the first step on each. Confined to the user's loop. */
final class UserStreams {

  private final VirtualUser user;
  private final Map<String, UserStream> streams = new HashMap<>();

  UserStreams(VirtualUser user) {
    this.user = user;
  }

  UserStream named(String stream) {
    return streams.computeIfAbsent(stream, name -> new UserStream(user, name));
  }

  /** The run is stopping: what a stream awaits is a KO {@code CANCELLED}, and every stream is closed. */
  void cancel(String message) {
    streams.values().forEach(stream -> stream.cancel(message));
  }

  /** The user ended: streams still open are closed, as a closed browser tab closes them. */
  void close() {
    streams.values().forEach(UserStream::close);
  }
}
