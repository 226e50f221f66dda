package io.throng.simulations;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * Seed 004, uWSGI's FastRouter 1.4 vs 1.5: {@code ab -c 256 -n 100000 -H "Host: my.app.com"
 * http://10.0.0.99:8080/static/css/fullcalendar.css}, then {@code -c} 512, 756 and 1000: a
 * 10,699-byte static file, a new connection per request. A response of another length (the seed's
 * error pages) fails as ab's kind Length and counts as Non-2xx when its status is; on the demo
 * target, {@code failPercent} turns that share of responses into 500 pages.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:sweep -Dsimulation=FastRouterStatic -Dloadtest.sweep.parameter=concurrency \
 *     -Dloadtest.sweep.levels=256,512,756,1000 -Dloadtest.baseUrl=http://10.0.0.99:8080 \
 *     -Dloadtest.path=/static/css/fullcalendar.css
 * }</pre>
 */
public class FastRouterStatic extends Simulation {

  public FastRouterStatic() {
    long failPercent = config().getLong("failPercent", 0);
    ScenarioBuilder ab = scenario("ab").exec(http("fullcalendar.css")
        .get(config().getString("path", "/static/fullcalendar.css") + (failPercent > 0 ? "?failPercent=" + failPercent : ""))
        .check(bodyLength().is((int) config().getLong("length", 10_699)), status().is(200)));
    setUp(ab.injectClosed(requests(config().getLong("requests", 100_000)).concurrency(config().getLong("concurrency", 256))))
        .protocols(http.baseUrl(config().getString("baseUrl")).header("Host", config().getString("host", "my.app.com"))
            .keepAlive(false));
  }
}
