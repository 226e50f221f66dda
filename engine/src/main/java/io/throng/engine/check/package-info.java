/**
 * Checks on responses: each request's {@link io.throng.dsl.model.CheckSpec}s compiled once
 * before the run (regexes and JSON paths parsed, with Jayway JsonPath over Jackson) and applied
 * to every response, giving an OK with the session's saved values or a KO with a reason that
 * names the check and what it found. Reads {@code engine.http}'s response; must not import the
 * stats or the run log.
 */
package io.throng.engine.check;
