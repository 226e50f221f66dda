/**
 * Renders the view package's page models to HTML with Freemarker and copies the stylesheet beside
 * them. {@link io.throng.report.render.FreemarkerRenderer} is the only owner of a Freemarker
 * {@code Configuration}; templates are {@code .ftlh}, so every printed value is HTML-escaped. Sees
 * view records only, never the run log or the aggregates.
 */
package io.throng.report.render;
