/**
 * What a browser does around a page's requests: finding the resources an HTML page references
 * ({@link io.throng.engine.resource.HtmlResources}, with jsoup) and remembering responses per
 * virtual user ({@link io.throng.engine.resource.HttpCache}: validators and freshness). Plain logic
 * on requests and responses: it sends nothing and must not import the stats, run log or user packages.
 */
package io.throng.engine.resource;
