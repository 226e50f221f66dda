package io.throng.app;

import io.throng.engine.runlog.RunLogFormat;

/** The names of the files in a run folder that other processes read, in one place. */
public final class RunFiles {

  /** The run log, as the engine writes it. */
  public static final String RUN_LOG = RunLogFormat.FILE_NAME;

  private RunFiles() {}
}
