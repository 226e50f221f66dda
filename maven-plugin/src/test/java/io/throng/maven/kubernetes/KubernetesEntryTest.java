package io.throng.maven.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.kubernetes.KubernetesRun;
import io.throng.maven.KubernetesParameters;
import io.throng.maven.RecordingLog;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.apache.maven.artifact.DefaultArtifact;
import org.apache.maven.artifact.handler.DefaultArtifactHandler;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The goal's parameters as the runner takes them, up to the manifests, which need no cluster. */
class KubernetesEntryTest {

  @TempDir static Path root;

  private static MavenProject project;

  private final RecordingLog log = new RecordingLog();

  @BeforeAll
  static void compileProject() throws Exception {
    Path dsl = Path.of(Simulation.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path classes = Files.createDirectories(root.resolve("target/classes"));
    Path testClasses = Files.createDirectories(root.resolve("target/test-classes"));
    Path source = Files.createDirectories(root.resolve("src/perf")).resolve("Checkout.java");
    Files.writeString(source, "package perf; public class Checkout extends io.throng.dsl.Simulation {}");
    int status = ToolProvider.getSystemJavaCompiler()
        .run(null, null, null, "-cp", dsl.toString(), "-d", testClasses.toString(), source.toString());
    assertThat(status).as("javac status").isZero();
    project = new MavenProject();
    project.getBuild().setOutputDirectory(classes.toString());
    project.getBuild().setTestOutputDirectory(testClasses.toString());
    DefaultArtifactHandler jar = new DefaultArtifactHandler("jar");
    jar.setAddedToClasspath(true);
    DefaultArtifact dslArtifact = new DefaultArtifact("io.throng", "throng-dsl", "0.2.0", "test", "jar", null, jar);
    dslArtifact.setFile(dsl.toFile());
    project.setArtifacts(Set.of(dslArtifact));
  }

  @Test
  void writesTheManifestsOfTheParametersMemoryLimitDefaultingToMemory() throws Exception {
    Path results = root.resolve("manifests");

    new KubernetesEntry().run(parameters(results, "Checkout", "2", "60s"), log);

    assertThat(log.infos()).anyMatch(line -> line.startsWith("manifests written to "));
    Path run;
    try (Stream<Path> runs = Files.list(results)) {
      run = runs.filter(Files::isDirectory).findFirst().orElseThrow();
    }
    String job = Files.readString(run.resolve(KubernetesRun.MANIFEST_FILE));
    assertThat(job)
        .contains("completions: 3", "namespace: \"load\"", "registry.example.com/it/checkout:1", "-XX:+UseZGC",
            "perf.Checkout")
        .containsPattern("limits:\\s+memory: \"512Mi\"")
        .containsPattern("requests:\\s+cpu: \"2\"\\s+memory: \"512Mi\"")
        .doesNotContain("127.0.0.1:8080");
    Matcher settings = Pattern.compile("settings.properties: \"([^\"]+)\"")
        .matcher(Files.readString(run.resolve(KubernetesRun.SECRET_MANIFEST_FILE)));
    assertThat(settings.find()).as("the settings in the Secret").isTrue();
    assertThat(new String(Base64.getDecoder().decode(settings.group(1)), StandardCharsets.ISO_8859_1))
        .contains("loadtest.baseUrl=http\\://127.0.0.1\\:8080");
  }

  @Test
  void aWrongParameterErrorsNamingIt() {
    assertThatThrownBy(() -> new KubernetesEntry().run(parameters(root.resolve("cpu"), "Checkout", "two", "60s"), log))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageStartingWith("cpu must be a positive Kubernetes quantity");
    assertThatThrownBy(() -> new KubernetesEntry().run(parameters(root.resolve("slack"), "Checkout", "2", "soon"), log))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("startupSlack must be a duration such as 90s, 15m, 2h or PT1M30S, was 'soon'");
  }

  @Test
  void anUnknownSimulationErrorsListingThoseFound() {
    assertThatThrownBy(() -> new KubernetesEntry().run(parameters(root.resolve("nope"), "Nope", "2", "60s"), log))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageContaining("Nope")
        .hasMessageContaining("perf.Checkout");
    assertThat(root.resolve("nope")).doesNotExist();
  }

  /** Three shards of an existing image, manifests only, in namespace {@code load}. */
  private static KubernetesParameters parameters(Path results, String simulation, String cpu, String startupSlack) {
    return new KubernetesParameters(simulation, results, project, List.of(),
        Map.of("loadtest.baseUrl", "http://127.0.0.1:8080"), 3, "registry.example.com/it/checkout:1", false,
        "eclipse-temurin:17-jre", Optional.empty(), Optional.of("load"), startupSlack, Optional.empty(), "1h",
        cpu, Optional.empty(), "512Mi", Optional.empty(), Optional.empty(), "-XX:+UseZGC", false, true);
  }
}
