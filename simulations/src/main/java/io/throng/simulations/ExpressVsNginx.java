package io.throng.simulations;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Seed 000, express.js vs nginx + express.js: {@code ab -n 10000 -c 10}, {@code ab -n 3000 -c 10}
 * and {@code ab -n 5000 -c 100} on {@code http://127.0.0.1:2131/api/user/1}, a new connection per
 * request as ab without {@code -k}. {@code case} is one of them, as {@code <-n>x<-c>}; a sweep
 * over it runs all three, each printing ab's summary and writing its report, then charts them:
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:sweep -Dsimulation=ExpressVsNginx -Dloadtest.sweep.parameter=case \
 *     -Dloadtest.sweep.levels=10000x10,3000x10,5000x100 -Dloadtest.baseUrl=http://127.0.0.1:2131
 * }</pre>
 */
public class ExpressVsNginx extends Simulation {

  ScenarioBuilder ab = scenario("ab").exec(http("user").get("/api/user/1"));

  public ExpressVsNginx() {
    String abCase = config().getString("case", "10000x10");
    Matcher nc = Pattern.compile("([0-9]{1,18})x([0-9]{1,18})").matcher(abCase);
    if (!nc.matches()) {
      throw new IllegalArgumentException("case must be <requests>x<concurrency> such as 10000x10, was " + abCase);
    }
    setUp(ab.injectClosed(requests(Long.parseLong(nc.group(1))).concurrency(Long.parseLong(nc.group(2)))))
        .protocols(http.baseUrl(config().getString("baseUrl")).keepAlive(false));
  }
}
