package io.throng.engine.runlog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.zip.Deflater;
import org.HdrHistogram.Histogram;
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
      "USERS\t0\t1\t0\t0|line 4: a second USERS record for second 0",
      "STATUS\t99999999999999999999999999\tuser\t200\t1|line 4: STATUS field 2 is \"99999999999999999999999999\", beyond any count",
      "garbage without a tab|line 4: \"garbage without a tab\" is not a record",
      "THRONG-RUNLOG\t1|line 4: a second THRONG-RUNLOG header",
      "CUSTOM_METRIC\tRATE\tok|line 4: custom metric kind \"RATE\" is none of COUNTER, GAUGE, TREND",
      "CUSTOM_COUNTER\t1\torders\t-1|line 4: CUSTOM_COUNTER field 4 is -1; it must not be negative",
      "CUSTOM_GAUGE\t1\tbasket\t--1\t0\t0|line 4: CUSTOM_GAUGE field 4 is \"--1\", not a number",
      "CUSTOM_GAUGE\t1\tbasket\t-1099511627777\t0\t0|line 4: CUSTOM_GAUGE field 4 is 1099511627777; it must be at most"})
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
  void aSecondThatGoesBackIsRefused() throws IOException {
    Path file = write(START + "USERS\t1\t1\t0\t0\nSTATUS\t0\tuser\t200\t1\n");

    assertThatThrownBy(() -> readAll(file)).hasMessageContaining("line 5: second 0 after second 1");
  }

  @Test
  void aLogWhoseRecordsWereAppendedTwiceIsRefusedNotCountedTwice() throws IOException {
    String second = "REQUEST\t1\tuser\tOK\t" + encoded(1_000, 5) + "\nUSERS\t1\t1\t0\t0\n";
    Path file = write(START + second + second);

    assertThatThrownBy(() -> readAll(file)).hasMessageContaining("line 7: a second USERS record for second 1");
  }

  @Test
  void partsOfOneSecondInOrderAreValidAndAddUp() throws IOException {
    String part = "REQUEST\t1\tuser\tOK\t" + encoded(1_000, 5) + "\n";
    Path file = write(START + part.repeat(5) + "USERS\t1\t1\t0\t0\n" + part.replace("\t1\t", "\t2\t"));

    long requests = readAll(file).stream().filter(RunLogEntry.Requests.class::isInstance)
        .mapToLong(e -> ((RunLogEntry.Requests) e).histogram().getTotalCount()).sum();
    assertThat(requests).isEqualTo(30);
  }

  @Test
  void everyFlippedByteOfAHistogramIsRefusedWithItsLine() throws IOException {
    byte[] payload = Base64.getDecoder().decode(encoded(12_345, 7));
    for (int i = 0; i < payload.length; i++) {
      byte[] flipped = payload.clone();
      flipped[i] ^= (byte) 0x5A;
      Path file = write(START + "REQUEST\t1\tuser\tOK\t" + Base64.getEncoder().encodeToString(flipped) + "\n");

      assertThatThrownBy(() -> readAll(file)).as("byte %d flipped", i)
          .hasMessageContaining("line 4: histogram").hasMessageContaining("the file is damaged");
    }
  }

  @Test
  void aHistogramOfHugeCountIsRefused() throws IOException {
    Histogram huge = RunLogFormat.newHistogram();
    huge.recordValueWithCount(1_000, 1L << 50);
    Path file = write(START + "REQUEST\t1\tuser\tOK\t" + RunLogFormat.encode(huge) + "\n");

    assertThatThrownBy(() -> readAll(file))
        .hasMessageContaining("line 4: histogram counts 1125899906842624 requests; it must be between 0 and 1099511627776");
  }

  @Test
  void aHistogramThatInflatesBeyondItsShapeIsRefused() throws IOException {
    Path file = write(START + "REQUEST\t1\tuser\tOK\t" + inflatingTo(64 << 20) + "\n");

    assertThatThrownBy(() -> readAll(file)).hasMessageContaining("line 4: histogram decompresses beyond the");
  }

  @Test
  void damagedLogsAreRefusedWithinASmallHeap() throws IOException, InterruptedException {
    // Each damage below once cost gigabytes; a 24 MB heap must be enough to refuse them all.
    List<String> logs = new ArrayList<>();
    logs.add(write("bomb.log", START + "REQUEST\t1\tuser\tOK\t" + inflatingTo(200 << 20) + "\n").toString());
    logs.add(write("long.log", START + "PLAN\t" + "x".repeat(64 << 20)).toString());
    Histogram huge = RunLogFormat.newHistogram();
    huge.recordValueWithCount(1_000, Long.MAX_VALUE / 4);
    logs.add(write("count.log", START + "REQUEST\t1\tuser\tOK\t" + RunLogFormat.encode(huge) + "\n").toString());
    logs.add(write("digits.log", START + "STATUS\t1\tuser\t200\t" + "9".repeat(900_000) + "\n").toString());
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx24m", "-cp", System.getProperty("java.class.path"), RunLogReadProbe.class.getName()));
    command.addAll(logs);
    Process probe = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(probe.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(probe.waitFor()).as(out).isZero();
    assertThat(out.lines()).as(out).satisfiesExactly(
        bomb -> assertThat(bomb).contains("bomb.log line 4: histogram decompresses beyond the"),
        line -> assertThat(line).contains("long.log line 4: is longer than the 1048576 bytes"),
        count -> assertThat(count).contains("count.log line 4: histogram counts"),
        digits -> assertThat(digits).contains("digits.log line 4: STATUS field 5 is \"9999"));
  }

  @Test
  void readingLeavesNoThreadBehind() throws IOException {
    Set<Thread> before = Thread.getAllStackTraces().keySet();
    Path file = write(START + "REQUEST\t1\tuser\tOK\t" + encoded(1_000, 5) + "\nmaybe?\n");
    try (RunLogReader reader = RunLogReader.open(file)) {
      reader.next();
      reader.next();
    }
    assertThatThrownBy(() -> readAll(file)).hasMessageContaining("line 5");

    assertThat(Thread.getAllStackTraces().keySet()).allMatch(before::contains);
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
    return write("run.log", text);
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  private static String encoded(long micros, long count) {
    Histogram histogram = RunLogFormat.newHistogram();
    histogram.recordValueWithCount(micros, count);
    return RunLogFormat.encode(histogram);
  }

  /** A histogram's valid compressed header before {@code bytes} of deflated zeros: a decompression bomb. */
  private static String inflatingTo(int bytes) {
    Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
    deflater.setInput(new byte[bytes]);
    deflater.finish();
    ByteArrayOutputStream deflated = new ByteArrayOutputStream();
    byte[] chunk = new byte[1 << 16];
    while (!deflater.finished()) {
      deflated.write(chunk, 0, deflater.deflate(chunk));
    }
    deflater.end();
    ByteBuffer payload = ByteBuffer.allocate(8 + deflated.size());
    payload.putInt(0x1c849314).putInt(deflated.size()).put(deflated.toByteArray());
    return Base64.getEncoder().encodeToString(payload.array());
  }

  private static List<RunLogEntry> readAll(Path file) throws IOException {
    List<RunLogEntry> entries = new ArrayList<>();
    RunLogReader.read(file, entries::add);
    return entries;
  }
}
