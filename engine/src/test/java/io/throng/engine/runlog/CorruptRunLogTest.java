package io.throng.engine.runlog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A damaged run log is refused with the number of its bad line and what is wrong with it. */
class CorruptRunLogTest {

  private static final String START = "THRONG-RUNLOG\t1\nRUN\t1700000000000\tSmoke\nUSERS\t0\t1\t1\t0\n";

  @TempDir Path dir;

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "USERS\t1\t-5\t0\t0|line 4: USERS field 3 is -5; it must not be negative",
      "USERS\t1\t9223372036854775807\t0\t0|line 4: USERS field 3 is 9223372036854775807; it must be at most",
      "STATUS\t1\tuser\t200\tx7|line 4: STATUS field 5 is \"x7\", not a number",
      "REQUEST\t1\tuser\tMAYBE\tAAAA|line 4: status \"MAYBE\" is neither OK nor KO",
      "REQUEST\t1\tuser\tOK\tHISTOGRAM|line 4: histogram is not",
      "USERS\t900000\t1\t1\t0|line 4: second 900000 on line 4",
      "RUN\t1700000000000\tSmoke|line 4: a second RUN record",
      "THRONG-RUNLOG\t1|line 4: a second THRONG-RUNLOG header"})
  void aDamagedLineIsRefusedWithItsNumber(String line, String message) throws IOException {
    Path file = write(START + line + "\n");

    String expected = message;
    assertThatThrownBy(() -> readAll(file)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(file + " " + expected).hasMessageContaining("the file is damaged")
        .hasNoCause();
  }

  @Test
  void invalidUtf8IsRefusedWithItsLine() throws IOException {
    Path file = dir.resolve("run.log");
    byte[] start = START.getBytes(StandardCharsets.UTF_8);
    byte[] bad = {'P', 'L', 'A', 'N', '\t', (byte) 0xC3, (byte) 0x28, '\n'};
    byte[] all = new byte[start.length + bad.length];
    System.arraycopy(start, 0, all, 0, start.length);
    System.arraycopy(bad, 0, all, start.length, bad.length);
    Files.write(file, all);

    assertThatThrownBy(() -> readAll(file)).hasMessageContaining("line 4: holds bytes that are not UTF-8 text");
  }

  @Test
  void aLineWithoutNewlineBeyondTheBoundIsRefusedWithoutReadingItWhole() throws IOException {
    Path file = write(START + "PLAN\t" + "x".repeat(RunLogFormat.MAX_LINE_BYTES + 10) + "\n");

    assertThatThrownBy(() -> readAll(file)).hasMessageContaining("line 4: is longer than the 1048576 bytes");
  }

  @Test
  void aDoubledLogIsRefusedNotCountedTwice() throws IOException {
    Path file = write(START + START);

    assertThatThrownBy(() -> readAll(file)).hasMessageContaining("line 4: a second THRONG-RUNLOG header");
  }

  @Test
  void aCutOffLogStillReadsAndSaysSo() throws IOException {
    Path file = write(START + "USERS\t1\t1");
    try (RunLogReader reader = RunLogReader.open(file)) {
      List<RunLogEntry> entries = new ArrayList<>();
      for (RunLogEntry e = reader.next(); e != null; e = reader.next()) {
        entries.add(e);
      }
      assertThat(entries).hasSize(2);
      assertThat(reader.cutOff()).isTrue();
    }
  }

  private Path write(String text) throws IOException {
    return Files.writeString(dir.resolve("run.log"), text, StandardCharsets.UTF_8);
  }

  private static List<RunLogEntry> readAll(Path file) throws IOException {
    List<RunLogEntry> entries = new ArrayList<>();
    RunLogReader.read(file, entries::add);
    return entries;
  }
}
