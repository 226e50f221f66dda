package io.throng.maven;

import java.nio.file.Path;

/**
 * Everything {@link ForkedSweep} needs for one {@code loadtest:sweep}, as {@link SweepMojo}
 * gathers it; the texts are as the user typed them, checked by the app's {@code LevelSweep}.
 *
 * @param run how each level runs, as {@code loadtest:run} would run the simulation
 * @param parameter the setting each level sets, {@code -Dloadtest.<parameter>=<level>}
 * @param levels the levels, lightest first, separated by commas
 * @param maxErrorPercent the most failed requests a level may have to hold, in %; {@code null} for no such limit
 * @param maxP99 the longest p99 a level may have to hold, such as {@code 1s}; {@code null} for no such limit
 * @param stopAtFirstBreak whether to stop after the first level that did not hold
 * @param directory where the sweep goes; {@code null} for a new folder in the results directory
 */
record SweepRequest(RunRequest run, String parameter, String levels, String maxErrorPercent, String maxP99,
    boolean stopAtFirstBreak, Path directory) {}
