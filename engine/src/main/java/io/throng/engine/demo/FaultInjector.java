package io.throng.engine.demo;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Decides how a request misbehaves: a forced status, an injected 500, a delay, or nothing. Shared
 * by every connection and thread-safe; its only mutable state is one counter per {@link Endpoint}.
 *
 * <p>Failures are deterministic rather than random so tests and demos are exact: the n-th counted
 * request on an endpoint fails when {@code floor(n*P/100)} steps past {@code floor((n-1)*P/100)}.
 * That spreads failures evenly (P=10 fails requests 10, 20, 30...) and gives exactly P failures in
 * <em>any</em> 100 consecutive counted requests, whatever the counter's starting point.
 */
final class FaultInjector {

    /** Query parameter: respond after this many milliseconds. */
    static final String DELAY_MS = "delayMs";
    /** Query parameter: percentage (0-100) of requests that get a 500. */
    static final String FAIL_PERCENT = "failPercent";
    /** Query parameter: respond with this status (200-599) and a short text body. */
    static final String STATUS = "status";

    /**
     * What to do with one request.
     *
     * @param status      0 to serve the endpoint normally, otherwise the status to send instead
     * @param delayMillis how long to hold the response, 0 for none
     */
    record Fault(int status, long delayMillis) {
    }

    private final long defaultDelayMillis;
    private final int defaultFailPercent;
    private final AtomicLongArray counters = new AtomicLongArray(Endpoint.values().length);

    FaultInjector(DemoTarget.Settings settings) {
        this.defaultDelayMillis = settings.delay().toMillis();
        this.defaultFailPercent = settings.failPercent();
    }

    /**
     * The fault for one request; query parameters override the server-wide settings.
     *
     * @throws IllegalArgumentException naming the parameter when a value is malformed or out of range
     */
    Fault decide(Endpoint endpoint, Map<String, List<String>> query) {
        long delay = intParam(query, DELAY_MS, 0, Integer.MAX_VALUE, defaultDelayMillis);
        int status = (int) intParam(query, STATUS, 200, 599, 0);
        int failPercent = (int) intParam(query, FAIL_PERCENT, 0, 100, defaultFailPercent);
        // A forced status wins and leaves the counter alone, so it cannot shift the failure pattern.
        if (status == 0 && failPercent > 0) {
            long n = counters.incrementAndGet(endpoint.ordinal());
            if (failsAt(n, failPercent)) {
                status = 500;
            }
        }
        return new Fault(status, delay);
    }

    /** True if the n-th counted request (1-based) fails at {@code percent}; see the class comment. */
    static boolean failsAt(long n, int percent) {
        return n * percent / 100 > (n - 1) * percent / 100;
    }

    private static long intParam(Map<String, List<String>> query, String name, int min, int max,
                                 long absent) {
        List<String> values = query.get(name);
        if (values == null || values.isEmpty()) {
            return absent;
        }
        String raw = values.get(values.size() - 1);
        long value;
        try {
            value = Long.parseLong(raw);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be an integer, was \"" + raw + "\"");
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in [" + min + ", " + max + "], was " + value);
        }
        return value;
    }
}
