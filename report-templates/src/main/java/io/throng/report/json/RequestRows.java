package io.throng.report.json;

import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.SecondStats;
import io.throng.report.json.StatsDocument.RequestRow;
import java.util.function.ToDoubleFunction;

/** Makes the rows of stats.json's {@code moreRequests}, one per request name. Thread-safe. */
final class RequestRows {

  private RequestRows() {}

  static RequestRow of(RequestSummary request) {
    ResponseTimes times = request.times();
    ResponseTimes service = request.serviceTimes();
    return new RequestRow(request.name(), request.count(), request.ok(), request.ko(), request.retried(),
        request.peak().map(SecondStats::total).orElse(0L), request.peak().map(SecondStats::second).orElse(null),
        ms(times, ResponseTimes::minMicros), ms(times, ResponseTimes::p50Micros), ms(times, ResponseTimes::p75Micros),
        ms(times, ResponseTimes::p95Micros), ms(times, ResponseTimes::p99Micros), ms(times, ResponseTimes::maxMicros),
        ms(times, ResponseTimes::meanMicros), ms(times, ResponseTimes::stdDevMicros),
        ms(service, ResponseTimes::p50Micros), ms(service, ResponseTimes::p95Micros),
        ms(service, ResponseTimes::p99Micros), StatsJson.statusCodes(request), request.protocols());
  }

  /** One figure of {@code times} in milliseconds, or null when they hold no request. */
  private static Double ms(ResponseTimes times, ToDoubleFunction<ResponseTimes> figure) {
    return times.count() == 0 ? null : JsonText.ms(figure.applyAsDouble(times));
  }
}
