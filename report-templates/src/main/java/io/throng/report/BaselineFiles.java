package io.throng.report;

import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.baseline.Baseline;
import io.throng.report.baseline.Judgement;
import io.throng.report.baseline.Tolerances;
import io.throng.report.json.BaselineJson;
import io.throng.report.view.BaselineSection;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Records a baseline from run folders, and judges runs against one:
 *
 * <pre>{@code
 * BaselineFiles.record(List.of(run1, run2, run3, run4, run5), Path.of("src/test/loadtest/baselines/Smoke.json"));
 * ReportGenerator.Result run7 = ReportGenerator.generate(runLog, runFolder, assertions);
 * Judgement j = BaselineFiles.judge(Path.of("src/test/loadtest/baselines/Smoke.json"), List.of(run6), run7,
 *     Tolerances.defaults());
 * }</pre>
 *
 * <p>Judging writes {@value #MARKDOWN_FILE} and {@value BaselineJUnit#FILE_NAME} into the last judged
 * run's folder, and writes its page again with the baseline section and its {@code summary.md} with
 * the before/after table at the end. {@code loadtest:report} rebuilds a page from the run log
 * alone, which knows no baseline: the section is then gone, and {@value #MARKDOWN_FILE} stays.
 */
public final class BaselineFiles {

  /** The default folder of baselines in a project, one {@code <SimpleName>.json} per simulation. */
  public static final String DEFAULT_FOLDER = "src/test/loadtest/baselines";

  /** The judgement's table in the last judged run's folder. */
  public static final String MARKDOWN_FILE = "baseline.md";

  /** The judgement's test cases in the last judged run's folder. */
  public static final String JUNIT_FILE = BaselineJUnit.FILE_NAME;

  private BaselineFiles() {}

  /** {@code <project>/src/test/loadtest/baselines/<simple name>.json}. */
  public static Path defaultFile(Path project, String simulation) {
    return project.resolve(DEFAULT_FOLDER).resolve(simulation.substring(simulation.lastIndexOf('.') + 1) + ".json");
  }

  /**
   * Writes the baseline of {@code runFolders} to {@code file}, creating its folder.
   *
   * @throws IllegalArgumentException if a folder holds no run log, or they ran different simulations
   */
  public static Baseline record(List<Path> runFolders, Path file) throws IOException {
    Baseline baseline = of(runFolders);
    write(baseline, file);
    return baseline;
  }

  /**
   * Writes the baseline of {@code runFolders} to its simulation's {@link #defaultFile} in {@code
   * project}, creating its folder.
   *
   * @throws IllegalArgumentException if a folder holds no run log, or they ran different simulations
   */
  public static Baseline recordInProject(List<Path> runFolders, Path project) throws IOException {
    Baseline baseline = of(runFolders);
    write(baseline, defaultFile(project, baseline.simulation()));
    return baseline;
  }

  private static Baseline of(List<Path> runFolders) throws IOException {
    return Baseline.of(summaries(runFolders), runFolders.stream().map(RunFolders::name).toList());
  }

  private static void write(Baseline baseline, Path file) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.writeString(file, BaselineJson.write(baseline), StandardCharsets.UTF_8);
  }

  /**
   * Judges the runs in {@code earlierRunFolders}, then {@code lastRun}'s, against the baseline in
   * {@code file}. {@code lastRun} is the report just written: its figures are taken as they are, and
   * its page gets the baseline section and its summary.md the table. The earlier runs are read from
   * their folders, as their figures are not kept in memory through the runs after them.
   *
   * @throws IllegalArgumentException if the baseline is missing, damaged, of another schema version
   *     or of another simulation than the runs, or an earlier folder holds no run log
   */
  public static Judgement judge(Path file, List<Path> earlierRunFolders, ReportGenerator.Result lastRun,
      Tolerances tolerances) throws IOException {
    Baseline baseline = BaselineJson.read(file);
    Path last = lastRun.index().getParent();
    List<Path> folders = new ArrayList<>(earlierRunFolders);
    folders.add(last);
    List<RunSummary> runs = summaries(earlierRunFolders);
    runs.add(lastRun.run());
    for (int i = 0; i < runs.size(); i++) {
      if (!runs.get(i).simulationName().equals(baseline.simulation())) {
        throw new IllegalArgumentException("baseline " + file + " is of simulation " + baseline.simulation()
            + ", but run " + folders.get(i) + " ran " + runs.get(i).simulationName()
            + ": pass that simulation's baseline, or record one with mvn loadtest:baseline");
      }
    }
    Judgement judgement = Judgement.of(baseline, runs, tolerances);
    String markdown = judgement.markdown();
    Files.writeString(last.resolve(MARKDOWN_FILE), markdown, StandardCharsets.UTF_8);
    BaselineJUnit.write(last.resolve(JUNIT_FILE), judgement);
    ReportGenerator.rewriteJudged(lastRun.run(), lastRun.assertions(),
        BaselineSection.of(judgement, baseline, runs, file.toString()), markdown, last);
    return judgement;
  }

  private static List<RunSummary> summaries(List<Path> runFolders) throws IOException {
    List<RunSummary> runs = new ArrayList<>(runFolders.size());
    for (Path folder : runFolders) {
      runs.add(RunLogAggregator.aggregateFolder(folder));
    }
    return runs;
  }
}
