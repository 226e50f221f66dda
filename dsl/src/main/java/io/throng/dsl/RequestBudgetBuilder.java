package io.throng.dsl;

import io.throng.dsl.model.InjectionProfile;
import java.time.Duration;
import java.util.Optional;

/**
 * ApacheBench style, made by {@code requests(n).concurrency(c)} and given to
 * {@link ScenarioBuilder#injectClosed(RequestBudgetBuilder)}. Immutable.
 *
 * <pre>{@code
 * ab.injectClosed(requests(10_000).concurrency(10))                               // ab -n 10000 -c 10
 * ab.injectClosed(requests(50_000).concurrency(10).timeLimit(ofSeconds(10)))     // ab -n 50000 -c 10 -t 10
 * }</pre>
 *
 * @see InjectionProfile.RequestBudget exactly how many requests are sent
 */
public final class RequestBudgetBuilder {

  private final InjectionProfile.RequestBudget budget;

  private RequestBudgetBuilder(InjectionProfile.RequestBudget budget) {
    this.budget = budget;
  }

  /** Sends no request after {@code duration}, even if fewer than {@code n} were sent ({@code ab -t}). */
  public RequestBudgetBuilder timeLimit(Duration duration) {
    return new RequestBudgetBuilder(new InjectionProfile.RequestBudget(
        budget.requests(), budget.concurrency(), Optional.of(Require.positive("timeLimit", duration))));
  }

  InjectionProfile toModel() {
    return budget;
  }

  /** The first half of {@code requests(n).concurrency(c)}. */
  public static final class Requests {
    private final long requests;

    Requests(long requests) {
      this.requests = requests;
    }

    /** How many users send the requests, each looping its scenario ({@code ab -c}). */
    public RequestBudgetBuilder concurrency(long users) {
      Require.atLeast("concurrency", 1, users);
      if (users > requests) {
        throw new IllegalArgumentException(
            "concurrency must be <= requests (" + requests + "), was " + users);
      }
      return new RequestBudgetBuilder(new InjectionProfile.RequestBudget(requests, users, Optional.empty()));
    }
  }
}
