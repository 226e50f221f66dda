package io.throng.report.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.throng.report.json.StatsDocument.RequestStats;
import java.io.IOException;

/**
 * Writes a request whose seconds are left out on one line, and any other as the file is indented:
 * a run that made a name per URL has tens of thousands of them, and indented each takes twice
 * the bytes, for no one reads them by eye.
 */
final class RequestLine extends StdSerializer<RequestStats> {

  private static final long serialVersionUID = 1L;

  RequestLine() {
    super(RequestStats.class);
  }

  @Override
  public void serialize(RequestStats request, JsonGenerator json, SerializerProvider provider) throws IOException {
    if (request.seconds() == null) {
      json.writeRawValue(JsonText.oneLine(request));
    } else {
      provider.defaultSerializeValue(request, json);
    }
  }
}
