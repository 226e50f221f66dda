/**
 * Checks on responses: each request's {@link io.throng.dsl.model.CheckSpec}s compiled once
 * before the run (regexes, JSON paths with Jayway JsonPath over Jackson, CSS selectors with
 * jsoup, XPath with the JDK; templated ones once per distinct value) and applied to every
 * response, whose body each kind of parse reads at most once, giving an OK with the session's
 * saved values or a KO with a reason that names the check and what it found. Reads
 * {@code engine.http}'s response; must not import the stats or the run log.
 */
package io.throng.engine.check;
