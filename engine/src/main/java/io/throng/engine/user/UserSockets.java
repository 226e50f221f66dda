package io.throng.engine.user;

import java.util.HashMap;
import java.util.Map;

/** A virtual user's WebSockets by name, made at the first step on each. Confined to the user's loop. */
final class UserSockets {

  private final VirtualUser user;
  private final Map<String, UserSocket> sockets = new HashMap<>();

  UserSockets(VirtualUser user) {
    this.user = user;
  }

  UserSocket named(String socket) {
    return sockets.computeIfAbsent(socket, name -> new UserSocket(user, name));
  }

  /** The run is stopping: what a socket awaits is a KO {@code CANCELLED}, and every socket is dropped. */
  void cancel(String message) {
    sockets.values().forEach(socket -> socket.cancel(message));
  }

  /** The user ended: sockets still open are dropped, as a closed browser tab drops them. */
  void drop() {
    sockets.values().forEach(UserSocket::drop);
  }
}
