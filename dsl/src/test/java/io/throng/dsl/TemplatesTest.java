package io.throng.dsl;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.model.Text;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Templates are parsed once into literal and key parts. */
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
        Arguments.of("no # { here }", List.of(new Text.Literal("no # { here }"))));
  }

  @ParameterizedTest(name = "\"{0}\"")
  @MethodSource("templates")
  void parsesLiteralsAndKeys(String template, List<Text.Part> parts) {
    assertThat(Templates.parse("t", template)).isEqualTo(new Text.Template(parts));
  }
}
