package io.throng.engine.check;

/**
 * A check that did not pass; its message is the request's KO reason. Stackless: it is data
 * about the response, not a bug in the engine.
 */
final class CheckFailure extends RuntimeException {

  private static final long serialVersionUID = 1L;

  CheckFailure(String message) {
    super(message, null, false, false);
  }
}
