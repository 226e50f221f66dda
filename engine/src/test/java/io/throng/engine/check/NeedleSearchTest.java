package io.throng.engine.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The byte search of a body as it arrives finds what {@link String#indexOf} finds, however it is split. */
class NeedleSearchTest {

  @ParameterizedTest
  @CsvSource({
      "needle at the start, 'abcxxxxxxxxxxxxxxxxxxx', abc",
      "needle at the end, 'xxxxxxxxxxxxxxxxxxxabc', abc",
      "overlapping, 'aaaaaaaaaaaaaaaaaa', aaa",
      "partial matches first, 'abababaabababcababc', ababc",
      "multi-byte text before, 'héllo wörld ✓ 😀 héllo wörld', wörld",
      "multi-byte needle, 'x😀y😀😀z ✓✓', 😀",
      "absent, 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', y",
  })
  void findsEveryPositionAStringSearchFinds(String name, String body, String needle) {
    List<Object> expected = new ArrayList<>();
    for (int at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, at + 1)) {
      expected.add(at);
    }
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    for (int split = 1; split <= bytes.length; split++) {
      NeedleSearch search = searchInParts(new NeedleSearch(needle, Integer.MAX_VALUE, true), bytes, split,
          StandardCharsets.UTF_8);
      assertThat(search.positions()).as("%s, parts of %d bytes", name, split).isEqualTo(expected);
      assertThat(search.count()).isEqualTo(expected.size());
    }
  }

  @Test
  void stopsAtTheMatchesItsCheckNeeds() {
    byte[] bytes = "ab ab ab ab".getBytes(StandardCharsets.UTF_8);

    NeedleSearch first = searchInParts(new NeedleSearch("ab", 1, true), bytes, 4, StandardCharsets.UTF_8);
    NeedleSearch third = searchInParts(new NeedleSearch("ab", 3, true), bytes, 4, StandardCharsets.UTF_8);

    assertThat(first.positions()).containsExactly(0);
    assertThat(first.done()).isTrue();
    assertThat(third.positions()).containsExactly(0, 3, 6);
  }

  @Test
  void countsWithoutKeepingPositions() {
    byte[] bytes = "ab".repeat(10_000).getBytes(StandardCharsets.UTF_8);

    NeedleSearch count = searchInParts(new NeedleSearch("ab", Integer.MAX_VALUE, false), bytes, 1000,
        StandardCharsets.UTF_8);

    assertThat(count.count()).isEqualTo(10_000);
    assertThat(count.positions()).isEmpty();
  }

  @Test
  void aSingleByteCharsetCountsOneCharPerByte() {
    Charset latin1 = StandardCharsets.ISO_8859_1;
    String body = "Ça coûte 5 € ? non: coûte";
    byte[] bytes = body.getBytes(latin1);

    NeedleSearch search = searchInParts(new NeedleSearch("coûte", Integer.MAX_VALUE, true), bytes, 3, latin1);
    NeedleSearch unmappable = searchInParts(new NeedleSearch("😀", Integer.MAX_VALUE, true), bytes, 3, latin1);

    assertThat(search.positions()).containsExactly(body.indexOf("coûte"), body.lastIndexOf("coûte"));
    assertThat(unmappable.count()).isZero();
  }

  private static NeedleSearch searchInParts(NeedleSearch search, byte[] bytes, int partBytes, Charset charset) {
    search.start(charset, charset.equals(StandardCharsets.UTF_8));
    for (int at = 0; at < bytes.length; at += partBytes) {
      search.search(Unpooled.wrappedBuffer(bytes, at, Math.min(partBytes, bytes.length - at)));
    }
    return search;
  }
}
