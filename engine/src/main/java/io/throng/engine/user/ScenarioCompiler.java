package io.throng.engine.user;

import io.throng.dsl.model.CheckSpec;
import io.throng.dsl.model.FeederSpec;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.NamedText;
import io.throng.dsl.model.Scenario;
import io.throng.dsl.model.Step;
import io.throng.dsl.model.SseCommand;
import io.throng.dsl.model.Text;
import io.throng.dsl.model.WsCommand;
import io.throng.engine.check.Redaction;
import io.throng.engine.check.ResponseChecks;
import io.throng.engine.feed.FeederSource;
import io.throng.engine.config.Shard;
import io.throng.engine.feed.Feeders;
import io.throng.engine.http.BaseUrls;
import io.throng.engine.http.ClientSettings;
import io.throng.engine.http.CompiledCookie;
import io.throng.engine.http.CompiledRequest;
import io.throng.engine.http.CookieQuery;
import io.throng.engine.http.CompiledText;
import io.throng.engine.http.Redirects;
import io.throng.engine.http.Targets;
import io.throng.engine.resource.HtmlResources;
import io.throng.engine.stats.RequestKey;
import io.throng.engine.stats.ScenarioErrors;
import io.throng.engine.stats.StatsRecorder;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Compiles the scenarios of one run, before it starts: base URLs resolved, requests, checks and
 * feeders compiled. Scenarios compiled by one compiler share its feeders (the same feeder fed in
 * two places, or two scenarios, hands out each record once) and number their users together.
 *
 * <pre>{@code
 * ScenarioCompiler compiler =
 *     new ScenarioCompiler(plan.protocol(), baseUrl, clientSettings, Shard.WHOLE, stats, errors);
 * CompiledScenario shop = compiler.compile(population.scenario());
 * }</pre>
 */
public final class ScenarioCompiler {

  private final HttpProtocol protocol;
  private final ClientSettings settings;
  private final Targets targets;
  private final BaseUrls bases;
  private final Redirects redirects;
  private final Map<FeederSpec, FeederSource> feeders = new IdentityHashMap<>();
  private final AtomicLong userIds = new AtomicLong();
  private final Shard shard;
  private final StatsRecorder stats;
  private final ScenarioErrors errors;
  private final InferredNames inferredNames;

  /**
   * @param baseUrl the URL that replaces the protocol's {@code demo} base URL (the demo target's)
   * @param shard the part of the run this process runs, whose records partitioned feeders keep
   * @param stats where request names are resolved to the keys users record by
   * @param errors where the users of the scenarios count their crashed steps
   * @throws IllegalArgumentException when a base URL's host cannot be resolved
   */
  public ScenarioCompiler(HttpProtocol protocol, String baseUrl, ClientSettings settings, Shard shard,
      StatsRecorder stats, ScenarioErrors errors) {
    this.errors = errors;
    this.protocol = protocol;
    this.stats = stats;
    this.inferredNames = new InferredNames(stats);
    this.settings = settings;
    this.shard = shard;
    this.targets = Targets.of(settings);
    this.redirects = new Redirects(targets);
    this.bases = BaseUrls.resolve(protocol.usesDemoTarget() ? List.of(baseUrl) : protocol.baseUrls(), targets);
  }

  /** @throws IllegalArgumentException when a request, check or feeder cannot be compiled; the message says why */
  public CompiledScenario compile(Scenario scenario) {
    ProgramBuilder program = new ProgramBuilder(this);
    program.steps(scenario.steps(), ProgramBuilder.Context.TOP);
    return new CompiledScenario(scenario.name(), program.instructions(), program.slotCount(), userIds, redirects,
        protocol.maxRedirects(), errors, stats.scenarioUsers(scenario.name()),
        Redaction.of(protocol.sensitive(), protocol.proxy()));
  }

  /** A page request, with the resources it fetches after its response. */
  Instruction.Send send(Step.Http http, String group) {
    List<Instruction.Send> explicit =
        http.resources().stream().map(resource -> send(resource, group, false, ResourcePlan.none())).toList();
    HttpProtocol.Resources policy = protocol.resources();
    HtmlResources inferred = policy.inferHtml() ? new HtmlResources(policy.allow(), policy.deny()) : null;
    ResourcePlan resources = new ResourcePlan(explicit, inferred, inferred == null ? null : inferredNames, group,
        redirects, protocol.maxRedirects(), policy.caching(), settings.maxBodyBytes());
    return send(http.request(), group, http.silent(), resources);
  }

  private Instruction.Send send(HttpRequestSpec spec, String group, boolean silent, ResourcePlan resources) {
    try {
      CompiledRequest request = CompiledRequest.compile(spec, protocol, bases, targets, settings.requestTimeout());
      ResponseChecks checks = ResponseChecks.compile(spec.checks(), settings.maxBodyBytes(), protocol.sensitive(),
          protocol.proxy());
      return new Instruction.Send(stats.key(group + spec.name()), request, checks,
          spec.followRedirects() && protocol.maxRedirects() > 0, -1, silent,
          spec.dynamicName().map(name -> dynamicName(group, CompiledText.of(name))).orElse(null), resources);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("request \"" + spec.name() + "\": " + e.getMessage(), e);
    }
  }

  /** A WebSocket step; its upgrade is compiled as a GET request of the same name. */
  WebSocketStep webSocket(Step.WebSocket step, String group) {
    try {
      RequestKey key = stats.key(group + step.name());
      WsCommand command = step.command();
      if (command instanceof WsCommand.Connect connect) {
        return new WebSocketStep(step.socket(), key, new WebSocketStep.Connect(
            get(step.name(), connect.path(), connect.headers()), connect.subprotocols(), settings.maxBodyBytes(), await(connect.await(), group)), -1);
      }
      if (command instanceof WsCommand.SendText text) {
        return new WebSocketStep(step.socket(), key,
            new WebSocketStep.Send(CompiledText.of(text.text()), null, await(text.await(), group)), -1);
      }
      if (command instanceof WsCommand.SendBytes bytes) {
        return new WebSocketStep(step.socket(), key,
            new WebSocketStep.Send(null, bytes.bytes(), await(bytes.await(), group)), -1);
      }
      return new WebSocketStep(step.socket(), key, new WebSocketStep.Close(settings.requestTimeout().toNanos()), -1);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("ws \"" + step.name() + "\": " + e.getMessage(), e);
    }
  }

  /** A Server-Sent Events step; its GET is compiled as a request of the same name. */
  SseStep sse(Step.Sse step, String group) {
    try {
      RequestKey key = stats.key(group + step.name());
      if (step.command() instanceof SseCommand.Open open) {
        return new SseStep(step.stream(), key, new SseStep.Open(get(step.name(), open.path(), open.headers()),
            settings.maxBodyBytes(), await(open.await(), group)), -1);
      }
      if (step.command() instanceof SseCommand.Await await) {
        return new SseStep(step.stream(), key, new SseStep.Await(await(Optional.of(await.await()), group)), -1);
      }
      return new SseStep(step.stream(), key, new SseStep.Close(), -1);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("sse \"" + step.name() + "\": " + e.getMessage(), e);
    }
  }

  /** A GET without body or checks, as a WebSocket upgrade or an event stream's request. */
  private CompiledRequest get(String name, Text path, List<NamedText> headers) {
    HttpRequestSpec get = new HttpRequestSpec(name, "GET", path, List.of(), headers, Optional.empty(), Optional.empty(),
        Optional.empty(), false, List.of());
    return CompiledRequest.compile(get, protocol, bases, targets, settings.requestTimeout());
  }

  private WebSocketStep.Await await(Optional<WsCommand.WsAwait> await, String group) {
    return await.map(spec -> new WebSocketStep.Await(spec.timeout().toNanos(), spec.checks().stream()
        .map(check -> new WebSocketStep.Reply(stats.key(group + check.name()),
            messageChecks(check.matching()), messageChecks(check.checks())))
        .toList())).orElse(null);
  }

  /** A WebSocket's or event stream's checks, whose failures mask the protocol's secrets as a request's do. */
  private ResponseChecks messageChecks(List<CheckSpec> specs) {
    return ResponseChecks.compile(specs, settings.maxBodyBytes(), protocol.sensitive(), protocol.proxy());
  }

  RequestKey groupKey(String name) {
    return stats.groupKey(name);
  }

  private static CompiledText dynamicName(String group, CompiledText name) {
    return session -> {
      String made = name.apply(session);
      if (made.isBlank()) {
        throw new IllegalArgumentException("the request name made from the session is blank");
      }
      return group + made;
    };
  }

  /** A feed step; {@code step} names it among the scenario's steps, for the crashes of its feeder's code. */
  Instruction.Feed feed(FeederSpec spec, String step) {
    FeederSource feeder = feeders.computeIfAbsent(spec, s -> Feeders.open(s, shard));
    return new Instruction.Feed(feeder, stats.key("feed " + feeder.describe()), step);
  }

  CookieStep addCookie(Step.AddCookie step, String name) {
    CompiledCookie cookie = CompiledCookie.compile(step.cookie(), bases);
    return cookieStep(name, (jar, session) -> {
      cookie.addTo(jar, session);
      return session;
    });
  }

  CookieStep getCookieValue(Step.GetCookieValue step, String name) {
    CookieQuery cookie = CookieQuery.compile(step.cookie());
    return cookieStep(name, (jar, session) -> session.set(step.key(), cookie.valueIn(jar, session)));
  }

  CookieStep flushCookies(Step.FlushCookies step, String name) {
    return cookieStep(name, (jar, session) -> {
      if (step.sessionOnly()) {
        jar.clearSessionCookies();
      } else {
        jar.clear();
      }
      return session;
    });
  }

  /** A step on the jar, refused when the protocol gives users none: it would silently do nothing. */
  private CookieStep cookieStep(String name, CookieStep.Action action) {
    if (!settings.cookies()) {
      throw new IllegalArgumentException(name + " needs the users' cookie jars, which http.disableCookies() turns off:"
          + " remove the step or that setting");
    }
    return new CookieStep(name, action, -1);
  }
}
