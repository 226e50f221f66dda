package io.throng.engine.stats;

/**
 * A request name of the run, resolved once (when its scenario is compiled) to a dense number, so
 * that recording a response indexes an array instead of looking the name up. Keys come from
 * {@link StatsRecorder#key(String)}: one name, one key, for the whole run.
 *
 * <pre>{@code
 * RequestKey user = stats.key("user");                 // at compile time
 * loopRecorder.recordOk(user, intended, sent, end, 200);  // per response
 * }</pre>
 */
public final class RequestKey {

  private final String name;
  private final int id;

  RequestKey(String name, int id) {
    this.name = name;
    this.id = id;
  }

  /** The name as the run log and the report show it, group prefix included. */
  public String name() {
    return name;
  }

  int id() {
    return id;
  }

  @Override
  public String toString() {
    return name;
  }
}
