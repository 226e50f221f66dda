package io.throng.report.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.throng.report.json.StatsDocument.RequestRow;
import java.io.IOException;

/**
 * Writes a row of {@link StatsDocument.RequestTable} on one line: the file is indented, which
 * would put each value of a row on a line of its own, and a run that made a name per URL has
 * tens of thousands of rows that no one reads by eye.
 */
final class RowLine extends StdSerializer<RequestRow> {

  private static final long serialVersionUID = 1L;

  RowLine() {
    super(RequestRow.class);
  }

  @Override
  public void serialize(RequestRow row, JsonGenerator json, SerializerProvider provider) throws IOException {
    json.writeRawValue(JsonText.oneLine(row));
  }
}
