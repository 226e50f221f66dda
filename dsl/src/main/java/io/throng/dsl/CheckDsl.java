package io.throng.dsl;

import java.time.Duration;
import java.util.Map;

/**
 * The checks of the language: what a response must satisfy, and the values saved from it.
 * Reached through {@code import static io.throng.dsl.Dsl.*} ({@link Dsl} inherits every method
 * here); their validation lives in {@link Checks}.
 *
 * <pre>{@code
 * http("login page").get("/login")
 *     .check(status().is(200), css("input[name=csrf_token]", "value").saveAs("csrf"))
 * }</pre>
 */
public class CheckDsl extends InjectionDsl {

  CheckDsl() {}

  // Checks

  public static CheckBuilder<Integer> status() {
    return Checks.status();
  }

  /** The values of a response header, one per header line: {@code header("Set-Cookie").findAll()}. */
  public static FindCheckBuilder<String> header(String name) {
    return Checks.header(name);
  }

  public static CheckBuilder<String> bodyString() {
    return Checks.bodyString();
  }

  public static CheckBuilder<Integer> bodyLength() {
    return Checks.bodyLength();
  }

  /** The positions where {@code text} occurs in the body. */
  public static FindCheckBuilder<Integer> substring(String text) {
    return Checks.substring(text);
  }

  /** The matches of {@code pattern} in the body: its first capture group if it has one. */
  public static FindCheckBuilder<String> regex(String pattern) {
    return Checks.regex(pattern);
  }

  /** The values a JSON path selects in a JSON body, as text (objects and arrays as JSON). */
  public static FindCheckBuilder<String> jsonPath(String path) {
    return Checks.jsonPath(path);
  }

  /** The time from sending the request to its complete response. */
  public static CheckBuilder<Duration> responseTime() {
    return Checks.responseTime();
  }

  // Checks: HTML, XML, location and body digests

  /** The text of the elements a CSS selector selects in an HTML body (jsoup's {@code text()}). */
  public static FindCheckBuilder<String> css(String selector) {
    return Checks.css(selector);
  }

  /** The value of {@code attribute} on the elements a CSS selector selects that have it. */
  public static FindCheckBuilder<String> css(String selector, String attribute) {
    return Checks.css(selector, attribute);
  }

  /**
   * The fields of the HTML form a CSS selector selects, name to value (a {@code List} for a name
   * given several values), as a browser would post them: checkboxes and radios only when checked,
   * a select's selected option or its first.
   */
  public static CheckBuilder<Map<String, Object>> form(String selector) {
    return Checks.form(selector);
  }

  /** The results of an XPath expression on an XML body, as text. */
  public static FindCheckBuilder<String> xpath(String expression) {
    return Checks.xpath(expression);
  }

  /** The results of an XPath expression whose prefixes {@code namespaces} maps to their URIs. */
  public static FindCheckBuilder<String> xpath(String expression, Map<String, String> namespaces) {
    return Checks.xpath(expression, namespaces);
  }

  /** The URL of the response, after the redirects the request followed. */
  public static CheckBuilder<String> currentLocation() {
    return Checks.currentLocation();
  }

  /** The matches of {@code pattern} in the response's URL: its first capture group if it has one. */
  public static FindCheckBuilder<String> currentLocationRegex(String pattern) {
    return Checks.currentLocationRegex(pattern);
  }

  /** The whole body as bytes. */
  public static CheckBuilder<byte[]> bodyBytes() {
    return Checks.bodyBytes();
  }

  /** The MD5 digest of the body, in lowercase hex. */
  public static CheckBuilder<String> md5() {
    return Checks.md5();
  }

  /** The SHA-256 digest of the body, in lowercase hex. */
  public static CheckBuilder<String> sha256() {
    return Checks.sha256();
  }
}
