package io.throng.engine.user;

import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.Step;
import io.throng.engine.http.PreparedRequest;
import java.util.List;

/** A scenario step compiled for running: requests resolved, durations in nanoseconds. */
sealed interface Action {

  record Send(PreparedRequest request) implements Action {}

  record Pause(long nanos) implements Action {}

  static Action[] compile(List<Step> steps, HttpProtocol protocol, String baseUrl) {
    return steps.stream().map(step -> compile(step, protocol, baseUrl)).toArray(Action[]::new);
  }

  private static Action compile(Step step, HttpProtocol protocol, String baseUrl) {
    if (step instanceof Step.Http http) {
      return new Send(PreparedRequest.prepare(http.request(), protocol, baseUrl));
    }
    return new Pause(((Step.Pause) step).duration().toNanos());
  }
}
