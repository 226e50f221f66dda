package io.throng.dsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.Text;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Templates are parsed once into literal, key and access parts; a malformed placeholder fails at once. */
class TemplatesTest {

  static Stream<Arguments> templates() {
    return Stream.of(
        Arguments.of("/plain", List.of(new Text.Literal("/plain"))),
        Arguments.of("", List.of(new Text.Literal(""))),
        Arguments.of("#{id}", List.of(new Text.Key("id"))),
        Arguments.of("Bearer #{token}", List.of(new Text.Literal("Bearer "), new Text.Key("token"))),
        Arguments.of("/a/#{x}/b/#{ y }", List.of(new Text.Literal("/a/"), new Text.Key("x"), new Text.Literal("/b/"),
            new Text.Key("y"))),
        Arguments.of("#{a}#{b}", List.of(new Text.Key("a"), new Text.Key("b"))),
        Arguments.of("{\"sku\": \"#{sku}\"}", List.of(new Text.Literal("{\"sku\": \""), new Text.Key("sku"),
            new Text.Literal("\"}"))),
        Arguments.of("no # { here }", List.of(new Text.Literal("no # { here }"))),
        Arguments.of("#{ids[0]}", List.of(access("ids[0]", "ids", new Text.Index(0)))),
        Arguments.of("#{ids[ 12 ]}", List.of(access("ids[ 12 ]", "ids", new Text.Index(12)))),
        Arguments.of("n=#{ids.size()}", List.of(new Text.Literal("n="), access("ids.size()", "ids", new Text.Size()))),
        Arguments.of("#{ids.random()}", List.of(access("ids.random()", "ids", new Text.Random()))),
        Arguments.of("#{user.name}", List.of(access("user.name", "user", new Text.Field("name")))),
        Arguments.of("#{a.b.c}", List.of(access("a.b.c", "a", new Text.Field("b"), new Text.Field("c")))),
        Arguments.of("#{order.items[1].sku}", List.of(access("order.items[1].sku", "order", new Text.Field("items"),
            new Text.Index(1), new Text.Field("sku")))),
        Arguments.of("#{m[0][2]}", List.of(access("m[0][2]", "m", new Text.Index(0), new Text.Index(2)))),
        Arguments.of("#{token.exists()}", List.of(access("token.exists()", "token", new Text.Defined(false)))),
        Arguments.of("#{a.b.isUndefined()}", List.of(access("a.b.isUndefined()", "a", new Text.Field("b"),
            new Text.Defined(true)))),
        Arguments.of("#{ids.random().name}", List.of(access("ids.random().name", "ids", new Text.Random(),
            new Text.Field("name")))));
  }

  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of("/a/#{id", "t has a #{ without its closing }, at index 3: \"/a/#{id\""),
        Arguments.of("#{ }", "t has an empty #{}, at index 0"),
        Arguments.of("#{ids[x]}", "t has index [x], which is not a whole number from 0 (the first element is [0])"
            + " in #{ids[x]}, at index 0: \"#{ids[x]}\""),
        Arguments.of("#{ids[-1]}", "t has index [-1], which is not a whole number from 0"),
        Arguments.of("#{ids[]}", "t has index [], which is not a whole number from 0"),
        Arguments.of("/#{ids[0}", "t has a [ without its closing ] in #{ids[0}, at index 1"),
        Arguments.of("#{ids.length()}", "t has an unknown function length(): expected size(), random(), exists() or"
            + " isUndefined() in #{ids.length()}"),
        Arguments.of("#{a..b}", "t has an empty field name after \".\" in #{a..b}"),
        Arguments.of("#{a.}", "t has an empty field name after \".\" in #{a.}"),
        Arguments.of("#{.a}", "t has no key before \".\" in #{.a}"),
        Arguments.of("#{[0]}", "t has no key before \"[\" in #{[0]}"),
        Arguments.of("#{a[0]b}", "t has \"b\" after ]: expected . or [ in #{a[0]b}"),
        Arguments.of("#{a.exists().b}", "t has exists() before the end (it must come last) in #{a.exists().b}"));
  }

  private static Text.Access access(String expression, String key, Text.Selector... selectors) {
    return new Text.Access(expression, key, List.of(selectors));
  }

  @ParameterizedTest(name = "\"{0}\"")
  @MethodSource("templates")
  void parsesLiteralsAndKeys(String template, List<Text.Part> parts) {
    assertThat(Templates.parse("t", template)).isEqualTo(new Text.Template(parts));
  }

  @ParameterizedTest(name = "\"{0}\"")
  @MethodSource("malformed")
  void rejectsAMalformedPlaceholderSayingWhatIsWrong(String template, String message) {
    assertThatThrownBy(() -> Templates.parse("t", template))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(message);
  }
}
