package io.throng.app;

/** The part of an exception worth showing the user. */
final class RootCause {

  private RootCause() {}

  /** The innermost cause's message: the reflective and engine wrappers add nothing for the user. */
  static String message(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.getMessage() != null ? root.getMessage() : root.toString();
  }
}
