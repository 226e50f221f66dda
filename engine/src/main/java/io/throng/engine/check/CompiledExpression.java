package io.throng.engine.check;

import io.throng.dsl.Session;
import io.throng.dsl.model.Text;
import io.throng.engine.http.CompiledText;
import java.util.function.Function;

/**
 * A check's expression (regex, JSON path, CSS selector, XPath) compiled by {@code compile}:
 * once before the run when it is constant, else once per distinct text its {@code #{key}} parts
 * give, keeping the last {@value #CAPACITY}.
 *
 * <pre>{@code
 * CompiledExpression<Pattern> regex = CompiledExpression.of(spec.pattern(), Pattern::compile);
 * Pattern pattern = regex.resolve(session);   // NoSuchElementException naming a missing key
 * }</pre>
 */
final class CompiledExpression<P> {

  static final int CAPACITY = 256;

  private final CompiledText text;
  private final Function<String, P> compile;
  private final P constant;
  private final BoundedCache<String, P> compiled;

  private CompiledExpression(CompiledText text, Function<String, P> compile) {
    this.text = text;
    this.compile = compile;
    this.constant = text.isConstant() ? compile.apply(text.apply(null)) : null;
    this.compiled = text.isConstant() ? null : new BoundedCache<>(CAPACITY);
  }

  /** @throws RuntimeException from {@code compile} when the expression is constant and invalid */
  static <P> CompiledExpression<P> of(Text text, Function<String, P> compile) {
    return new CompiledExpression<>(CompiledText.of(text), compile);
  }

  /** The expression for {@code session}, compiled. */
  P resolve(Session session) {
    return constant != null ? constant : compiled.get(text.apply(session), compile);
  }

  /** How many distinct texts are compiled now; 0 for a constant expression. */
  int cached() {
    return compiled == null ? 0 : compiled.size();
  }
}
