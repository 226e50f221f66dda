package io.throng.report.ab;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.ErrorSummary;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AbFailureTest {

  @ParameterizedTest(name = "{0} \"{1}\" is ab''s {2}")
  @CsvSource(delimiter = ';', textBlock = """
      CONNECT; connection refused; CONNECT
      CONNECT; connect timeout after 10 s; CONNECT
      DNS; unknown host x.invalid; CONNECT
      TIMEOUT; request timeout after 60 s; RECEIVE
      CLOSED; connection closed before the response was complete; RECEIVE
      PROTOCOL; response longer than its Content-Length (5 more bytes); LENGTH
      PROTOCOL; invalid HTTP version; EXCEPTIONS
      STATUS; status 502; EXCEPTIONS
      CHECK; status 503 (expected 200); EXCEPTIONS
      CHECK; check bodyLength().is(10699) failed: found 26; LENGTH
      CHECK; check status().is(200) failed: found 500; EXCEPTIONS
      CANCELLED; cancelled: the run ended; EXCEPTIONS
      WRITE; broken pipe; EXCEPTIONS
      SOMETHING_NEW; from a later engine; EXCEPTIONS
      """)
  void eachRunLogKindIsOneOfAbsFour(String kind, String message, AbFailure expected) {
    assertThat(AbFailure.of(new ErrorSummary(message, "GET /", kind, 1))).isEqualTo(expected);
  }
}
