package io.throng.dsl;

import io.throng.dsl.model.Step;

/**
 * A Server-Sent Events step to {@code exec}: an open, an await or a close, made by {@code sse(name)}.
 * Immutable, as every builder of the DSL.
 */
public abstract class SseAction {

  SseAction() {}

  abstract Step.Sse toStep();
}
