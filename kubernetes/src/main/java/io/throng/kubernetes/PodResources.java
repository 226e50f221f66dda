package io.throng.kubernetes;

import io.fabric8.kubernetes.api.model.Quantity;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * The CPU and memory each shard's pod asks for, in Kubernetes quantities. The defaults set no
 * CPU limit on purpose: a limit throttles the JVM in 100 ms slices (CFS quota), which shows up as
 * latency the target never caused; memory is capped at its request so the pod cannot be
 * evicted for using more than it asked.
 *
 * <pre>{@code
 * new PodResources("2", Optional.empty(), "2Gi", "2Gi");
 * }</pre>
 *
 * @param cpu CPU request, such as {@code 500m} or {@code 2}
 * @param cpuLimit CPU limit; empty for none
 * @param memory memory request, such as {@code 1Gi}
 * @param memoryLimit memory limit, at least {@code memory}
 */
public record PodResources(String cpu, Optional<String> cpuLimit, String memory, String memoryLimit) {

  /** One core, no CPU limit, 1 GiB of memory requested and allowed. */
  public static final PodResources DEFAULT = new PodResources("1", Optional.empty(), "1Gi", "1Gi");

  public PodResources {
    BigDecimal cpuAmount = amount("cpu", cpu, "500m or 2");
    Objects.requireNonNull(cpuLimit, "cpuLimit");
    cpuLimit.ifPresent(limit -> atLeast("cpuLimit", limit, amount("cpuLimit", limit, "2"), "cpu", cpu, cpuAmount));
    BigDecimal memoryAmount = amount("memory", memory, "512Mi or 2Gi");
    atLeast("memoryLimit", memoryLimit, amount("memoryLimit", memoryLimit, "2Gi"), "memory", memory, memoryAmount);
  }

  private static BigDecimal amount(String parameter, String value, String examples) {
    try {
      if (value != null && !value.isBlank()) {
        BigDecimal amount = Quantity.getAmountInBytes(new Quantity(value.strip()));
        if (amount.signum() > 0) {
          return amount;
        }
      }
    } catch (IllegalArgumentException | ArithmeticException e) {
      // Reported below with the parameter's name.
    }
    throw new IllegalArgumentException(
        parameter + " must be a positive Kubernetes quantity such as " + examples + ", was '"
            + value + "'");
  }

  private static void atLeast(
      String parameter, String value, BigDecimal amount, String floor, String floorValue,
      BigDecimal floorAmount) {
    if (amount.compareTo(floorAmount) < 0) {
      throw new IllegalArgumentException(
          parameter + " must be >= " + floor + " (" + floorValue + "), was " + value);
    }
  }
}
