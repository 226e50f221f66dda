package io.throng.engine.http;

/**
 * One event of a {@code text/event-stream}, as the WHATWG HTML standard dispatches it.
 *
 * @param event the event type, {@code message} when the stream named none
 * @param data the data lines joined with {@code \n}
 * @param id the last event ID of the stream once this event came, empty when none was set
 * @param retry the {@code retry} field of this event (ASCII digits), or {@code null}
 */
public record ServerSentEvent(String event, String data, String id, String retry) {}
