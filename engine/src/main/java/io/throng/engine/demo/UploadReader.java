package io.throng.engine.demo;

import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.multipart.DefaultHttpDataFactory;
import io.netty.handler.codec.http.multipart.FileUpload;
import io.netty.handler.codec.http.multipart.HttpData;
import io.netty.handler.codec.http.multipart.HttpPostRequestDecoder;
import io.netty.handler.codec.http.multipart.InterfaceHttpData;
import java.nio.charset.StandardCharsets;

/**
 * Reads one {@code POST /upload} of the demo target with Netty's multipart decoder, as its body
 * arrives, and describes what was uploaded as JSON: each part's name, file name, content type
 * and size. Parts are kept in memory up to {@link #MAX_BYTES}, the most the demo accepts.
 *
 * <pre>{@code
 * [{"name":"file","fileName":"a.png","contentType":"image/png","size":3000},
 *  {"name":"title","fileName":null,"contentType":null,"size":6}]
 * }</pre>
 */
final class UploadReader {

  static final String PATH = "/upload";
  static final long MAX_BYTES = 16 * 1024 * 1024;

  private final HttpPostRequestDecoder decoder;
  private final StringBuilder json = new StringBuilder("[");

  /** @throws HttpPostRequestDecoder.ErrorDataDecoderException when the request is not multipart or form data */
  UploadReader(HttpRequest request) {
    DefaultHttpDataFactory factory = new DefaultHttpDataFactory(false);
    factory.setMaxLimit(MAX_BYTES);
    this.decoder = new HttpPostRequestDecoder(factory, request);
  }

  /** Takes the next chunk of the body, describing each part it completes. */
  void offer(HttpContent content) {
    decoder.offer(content);
    while (decoder.hasNext()) {
      InterfaceHttpData data = decoder.next();
      try {
        describe(data);
      } finally {
        decoder.removeHttpDataFromClean(data);
        data.release();
      }
    }
  }

  /** The JSON array of the parts, once the last chunk was offered; frees the decoder. */
  byte[] finish() {
    decoder.destroy();
    return json.append("]\n").toString().getBytes(StandardCharsets.UTF_8);
  }

  /** Frees the decoder of a request abandoned midway. */
  void abandon() {
    decoder.destroy();
  }

  private void describe(InterfaceHttpData data) {
    if (json.length() > 1) {
      json.append(',');
    }
    json.append("{\"name\":").append(quoted(data.getName()));
    if (data instanceof FileUpload file) {
      json.append(",\"fileName\":").append(quoted(file.getFilename()))
          .append(",\"contentType\":").append(quoted(file.getContentType()))
          .append(",\"size\":").append(file.length());
    } else {
      json.append(",\"fileName\":null,\"contentType\":null,\"size\":")
          .append(((HttpData) data).length());
    }
    json.append('}');
  }

  private static String quoted(String text) {
    if (text == null) {
      return "null";
    }
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('"').toString();
  }
}
