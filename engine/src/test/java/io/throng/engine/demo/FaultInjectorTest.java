package io.throng.engine.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FaultInjectorTest {

    private final FaultInjector none = new FaultInjector(DemoTarget.Settings.defaults());

    @Test
    void tenPercentFailsEveryTenthRequest() {
        List<Long> failing = LongStream.rangeClosed(1, 50)
                .filter(n -> FaultInjector.failsAt(n, 10)).boxed().toList();
        assertThat(failing).containsExactly(10L, 20L, 30L, 40L, 50L);
    }

    @Test
    void anyHundredConsecutiveRequestsFailExactlyPercentTimes() {
        for (int percent = 0; percent <= 100; percent++) {
            for (long start = 1; start <= 250; start += 37) {
                int p = percent;
                long failures = LongStream.range(start, start + 100).filter(n -> FaultInjector.failsAt(n, p)).count();
                assertThat(failures).as("percent %d from %d", percent, start).isEqualTo(percent);
            }
        }
    }

    @Test
    void noParametersAndNoSettingsMeansNoFault() {
        assertThat(none.decide(Endpoint.HELLO, Map.of())).isEqualTo(new FaultInjector.Fault(0, 0));
    }

    @Test
    void queryOverridesServerWideSettings() {
        FaultInjector slow = new FaultInjector(new DemoTarget.Settings(Duration.ofMillis(20), 100));
        assertThat(slow.decide(Endpoint.HELLO, Map.of())).isEqualTo(new FaultInjector.Fault(500, 20));
        assertThat(slow.decide(Endpoint.HELLO, query("delayMs", "0", "failPercent", "0")))
                .isEqualTo(new FaultInjector.Fault(0, 0));
    }

    @Test
    void forcedStatusWinsAndDoesNotAdvanceTheFailureCounter() {
        assertThat(none.decide(Endpoint.HELLO, query("status", "503", "failPercent", "100")).status())
                .isEqualTo(503);
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            statuses.add(none.decide(Endpoint.HELLO, query("failPercent", "50")).status());
        }
        assertThat(statuses).containsExactly(0, 500, 0, 500);
    }

    @Test
    void eachEndpointCountsSeparately() {
        assertThat(none.decide(Endpoint.HELLO, query("failPercent", "50")).status()).isZero();
        assertThat(none.decide(Endpoint.USER, query("failPercent", "50")).status()).isZero();
        assertThat(none.decide(Endpoint.HELLO, query("failPercent", "50")).status()).isEqualTo(500);
    }

    @ParameterizedTest
    @CsvSource({
            "delayMs, -1, 'delayMs must be in [0, 2147483647], was -1'",
            "delayMs, abc, 'delayMs must be an integer, was \"abc\"'",
            "failPercent, 101, 'failPercent must be in [0, 100], was 101'",
            "status, 99, 'status must be in [200, 599], was 99'",
            "status, 600, 'status must be in [200, 599], was 600'",
    })
    void malformedParametersAreRejectedByName(String name, String value, String message) {
        assertThatThrownBy(() -> none.decide(Endpoint.HELLO, query(name, value)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void settingsValidateWhereTheyAreTyped() {
        assertThatThrownBy(() -> new DemoTarget.Settings(Duration.ofMillis(-1), 0))
                .hasMessage("delay must be >= 0, was PT-0.001S");
        assertThatThrownBy(() -> new DemoTarget.Settings(Duration.ZERO, -1))
                .hasMessage("failPercent must be in [0, 100], was -1");
    }

    private static Map<String, List<String>> query(String... pairs) {
        Map<String, List<String>> query = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            query.put(pairs[i], List.of(pairs[i + 1]));
        }
        return query;
    }
}
