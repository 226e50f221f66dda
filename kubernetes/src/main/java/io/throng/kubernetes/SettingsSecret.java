package io.throng.kubernetes;

import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.throng.app.ForkedSettings;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;

/**
 * The run's {@code loadtest.*} settings as a Kubernetes Secret, which every pod mounts as the
 * settings file its app reads first ({@link ForkedSettings#FILE_PROPERTY}, in the format a forked
 * run's file has): as {@code -D} options of the pods' {@code java} command they showed to whoever
 * may read the Job or run {@code ps} in a pod, a token among them. Reading the Secret takes the
 * right to read Secrets in the namespace. The Secret is made before the Job, then owned by it, so
 * it goes when the Job goes (deleted after the run, or its time to live after it finished).
 *
 * <pre>{@code
 * Secret secret = SettingsSecret.of(runId, namespace, labels, Map.of("loadtest.token", token));
 * }</pre>
 */
final class SettingsSecret {

  /** The key of the settings in the Secret: the file's name where it is mounted. */
  static final String KEY = "settings.properties";

  /** Where the Secret is mounted in each pod, read-only. */
  static final String DIRECTORY = "/etc/throng";

  /** The pods' volume of the Secret. */
  static final String VOLUME = "settings";

  /**
   * Readable by any user in the pod, which runs the app alone: an image may run it as a user other
   * than the files' owner (root), and owner-only would lock it out.
   */
  private static final int FILE_MODE = 0444;

  private SettingsSecret() {}

  /** The Secret's name: the run's. */
  static String name(String runId) {
    return runId + "-settings";
  }

  /** The JVM option that points each pod's app at the mounted settings. */
  static String fileOption() {
    return "-D" + ForkedSettings.FILE_PROPERTY + "=" + DIRECTORY + "/" + KEY;
  }

  /** The Secret holding {@code settings} for the run {@code runId}, labelled as its Job is. */
  static Secret of(String runId, String namespace, Map<String, String> labels, Map<String, String> settings) {
    String file = ForkedSettings.text(settings);
    return new SecretBuilder()
        .withNewMetadata()
        .withName(name(runId))
        .withNamespace(namespace)
        .withLabels(labels)
        .endMetadata()
        .withType("Opaque")
        .withData(Map.of(KEY, Base64.getEncoder().encodeToString(file.getBytes(StandardCharsets.UTF_8))))
        .build();
  }

  /** {@code secret} as owned by the applied {@code job}, so that the cluster deletes it with the Job. */
  static Secret ownedBy(Secret secret, Job job) {
    return new SecretBuilder(secret).editMetadata()
        .withOwnerReferences(new OwnerReferenceBuilder().withApiVersion("batch/v1").withKind("Job")
            .withName(job.getMetadata().getName()).withUid(job.getMetadata().getUid()).build())
        .endMetadata().build();
  }

  /** The pods' volume of the Secret of {@code runId}. */
  static Volume volume(String runId) {
    return new VolumeBuilder().withName(VOLUME).withNewSecret().withSecretName(name(runId))
        .withDefaultMode(FILE_MODE).endSecret().build();
  }

  /** Where the container mounts it. */
  static VolumeMount mount() {
    return new VolumeMountBuilder().withName(VOLUME).withMountPath(DIRECTORY).withReadOnly(true).build();
  }
}
