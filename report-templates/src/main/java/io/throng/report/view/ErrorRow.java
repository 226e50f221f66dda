package io.throng.report.view;

import io.throng.report.aggregate.ErrorSummary;

/**
 * One line of the errors table. {@code percentOfErrors} is the share of all logged errors,
 * {@code percentOfRequests} the share of all requests, OK and KO.
 */
public record ErrorRow(
    String message, String request, String kind, String count, String percentOfErrors,
    String percentOfRequests) {

  static ErrorRow of(ErrorSummary error, long allErrors, long allRequests) {
    return new ErrorRow(error.message(), error.requestName(), error.kind(), DisplayFormat.count(error.count()),
        DisplayFormat.percent(error.count(), allErrors), DisplayFormat.percent(error.count(), allRequests));
  }
}
