package io.throng.maven;

import io.throng.app.ExitStatus;
import io.throng.app.Main;
import io.throng.app.RunOutcomeFile;
import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Regenerates the HTML report of a run folder from its run log, or merges the run logs of several
 * folders (the injectors of one run) into one report, without running anything:
 *
 * <pre>{@code
 * mvn loadtest:report                                    # the latest run under target/loadtest
 * mvn loadtest:report -Dloadtest.runs=target/loadtest/smoke-20261129-221503
 * mvn loadtest:report -Dloadtest.runs='injectors/*' -Dloadtest.reportDirectory=target/merged
 * }</pre>
 *
 * <p>One folder's report is rewritten in that folder; a merged report goes to {@code
 * reportDirectory}, by default a folder {@code merged-<time>} beside the first run folder.
 * Assertions are not evaluated again: the runs' {@code junit.xml} keep them.
 */
@Mojo(name = "report", requiresProject = false, threadSafe = true)
public class ReportMojo extends AbstractMojo {

  /**
   * The run folders to report on, separated by commas; the last part of each may be a pattern
   * ({@code target/loadtest/smoke-*}). Several folders are merged into one report. By default the
   * latest run's folder, as the {@code outcome.json} of {@code resultsDirectory} names it.
   */
  @Parameter(property = "loadtest.runs")
  private String runs;

  /** The folder under which runs have their folders, searched when {@code runs} is not given. */
  @Parameter(
      property = "loadtest.resultsDirectory",
      defaultValue = "${project.build.directory}/loadtest")
  private File resultsDirectory;

  /**
   * Where the report goes: by default the run folder itself, or for several folders a folder
   * {@code merged-<time>} beside the first.
   */
  @Parameter(property = "loadtest.reportDirectory")
  private File reportDirectory;

  @Override
  public void execute() throws MojoExecutionException {
    List<Path> folders = runs == null || runs.isBlank() ? List.of(latestRun(resultsDirectory.toPath())) : folders(runs);
    String joined = folders.stream().map(Path::toString).collect(Collectors.joining(","));
    getLog().info((folders.size() > 1 ? "Merging the run logs of " : "Regenerating the report of ") + joined);
    List<String> arguments = new ArrayList<>(List.of("--report", joined));
    if (reportDirectory != null) {
      arguments.addAll(List.of("--output", reportDirectory.getAbsolutePath()));
    }
    if (Main.execute(arguments.toArray(String[]::new)) != ExitStatus.COMPLETED.code()) {
      throw new MojoExecutionException("could not write the report of " + joined + ": the error line above says why");
    }
  }

  /** The folders {@code runs} names, each pattern expanded to the matching folders, sorted. */
  static List<Path> folders(String runs) throws MojoExecutionException {
    List<Path> folders = new ArrayList<>();
    for (String entry : runs.split(",")) {
      Path path = Path.of(entry.strip()).toAbsolutePath();
      String name = path.getFileName().toString();
      if (!name.contains("*") && !name.contains("?")) {
        folders.add(path);
        continue;
      }
      PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + name);
      try (Stream<Path> children = Files.isDirectory(path.getParent()) ? Files.list(path.getParent()) : Stream.empty()) {
        List<Path> matches = children.filter(Files::isDirectory).filter(child -> matcher.matches(child.getFileName()))
            .sorted().toList();
        if (matches.isEmpty()) {
          throw new MojoExecutionException("no run folder matches " + path);
        }
        folders.addAll(matches);
      } catch (IOException e) {
        throw new MojoExecutionException("could not list " + path.getParent() + ": " + e.getMessage(), e);
      }
    }
    return folders;
  }

  /** The folder of the latest run into {@code results}, as the {@code outcome.json} every run leaves there names it. */
  static Path latestRun(Path results) throws MojoExecutionException {
    Path file = results.resolve(RunOutcomeFile.FILE_NAME);
    String instead = ": run mvn loadtest:run first, or pass -Dloadtest.runs=<run folder>";
    if (!Files.isRegularFile(file)) {
      throw new MojoExecutionException("no run has left its " + RunOutcomeFile.FILE_NAME + " in " + results + instead);
    }
    try {
      return RunOutcomeFile.read(file).runFolder().orElseThrow(() -> new MojoExecutionException(
          "the latest run into " + results + " ended before it had a run folder (" + file + ")" + instead));
    } catch (IOException e) {
      throw new MojoExecutionException(e.getMessage() + instead, e);
    }
  }
}
