package io.throng.kubernetes;

/**
 * The run on Kubernetes could not be carried out: the simulation is unknown, the image could not
 * be built or pushed, the cluster refused the Job. The message says what to do about it.
 */
public final class KubernetesRunException extends Exception {

  private static final long serialVersionUID = 1L;

  public KubernetesRunException(String message) {
    super(message);
  }

  public KubernetesRunException(String message, Throwable cause) {
    super(message, cause);
  }

  /** The innermost cause of {@code e}, named: the wrappers above it add nothing for the user. */
  static String rootCause(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String name = root.getClass().getSimpleName();
    return root.getMessage() == null ? name : name + ": " + root.getMessage();
  }

}
