package io.throng.dsl;

import io.throng.dsl.model.Step;

/**
 * A WebSocket step to {@code exec}: a connect, a send or a close, made by {@code ws(name)}.
 * Immutable, as every builder of the DSL.
 */
public abstract class WsAction {

  WsAction() {}

  abstract Step.WebSocket toStep();
}
