package io.throng.engine.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Drives a real target on an ephemeral port with the JDK client and with raw sockets. */
class DemoTargetTest {

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private DemoTarget target;

    @BeforeEach
    void start() {
        target = DemoTarget.start();
    }

    @AfterEach
    void stop() {
        target.close();
    }

    @Test
    void aTargetStartedWithoutHttp3HasNoUdpListenerAndNoCertificate() {
        assertThat(target.http3BaseUri()).isEmpty();
        assertThat(target.certificate()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({
            "/api/user/1,                   200, application/json, 123",
            "/api/user/42,                  200, application/json, 123",
            "/api/user/1234567890,          200, application/json, 123",
            "/api/user/9223372036854775807, 200, application/json, 123",
            "/hello,                        200, text/plain,       2",
            "/static/fullcalendar.css,      200, text/css,         10699",
            "/nope,                         404, text/plain,       10",
            "/api/user/not.an.id,           404, text/plain,       10",
    })
    void servesEachEndpoint(String path, int status, String contentType, int length) throws Exception {
        HttpResponse<byte[]> response = get(path);
        assertThat(response.statusCode()).isEqualTo(status);
        assertThat(response.headers().firstValue("content-type")).hasValue(contentType);
        assertThat(response.headers().firstValueAsLong("content-length")).hasValue(length);
        assertThat(response.body()).hasSize(length);
    }

    @Test
    void servesPageAndLogoForTheStaticSiteScenario() throws Exception {
        HttpResponse<byte[]> page = get("/index.html");
        assertThat(page.headers().firstValue("content-type")).hasValue("text/html");
        assertThat(page.body()).isEqualTo(DemoContent.INDEX_HTML);
        HttpResponse<byte[]> logo = get("/images/logo.png");
        assertThat(logo.headers().firstValue("content-type")).hasValue("image/png");
        assertThat(logo.body()).isEqualTo(DemoContent.LOGO_PNG);
        assertThat(get("/hello").body()).asString(StandardCharsets.US_ASCII).isEqualTo("hi");
        assertThat(get("/api/user/1234567890").body()).asString(StandardCharsets.US_ASCII)
                .contains("\"id\":\"1234567890\"");
    }

    @Test
    void headAnnouncesTheLengthWithoutABody() throws Exception {
        HttpRequest head = HttpRequest.newBuilder(uri("/static/fullcalendar.css"))
                .method("HEAD", HttpRequest.BodyPublishers.noBody()).build();
        HttpResponse<byte[]> response = client.send(head, HttpResponse.BodyHandlers.ofByteArray());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValueAsLong("content-length")).hasValue(10_699);
        assertThat(response.body()).isEmpty();
    }

    @Test
    void delayMsHoldsTheResponse() throws Exception {
        long start = System.nanoTime();
        HttpResponse<byte[]> response = get("/hello?delayMs=200");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(200));
    }

    @Test
    void serverWideDelayAppliesWithoutQueryParameters() throws Exception {
        try (DemoTarget slow = DemoTarget.start(new DemoTarget.Settings(Duration.ofMillis(150), 0))) {
            long start = System.nanoTime();
            HttpResponse<byte[]> response = client.send(
                    HttpRequest.newBuilder(slow.baseUri().resolve("/hello")).build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(150));
        }
    }

    @Test
    void failPercentTenFailsExactlyEveryTenthRequest() throws Exception {
        List<Integer> failed = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            if (get("/api/user/" + i + "?failPercent=10").statusCode() == 500) {
                failed.add(i);
            }
        }
        assertThat(failed).containsExactly(10, 20, 30, 40, 50, 60, 70, 80, 90, 100);
    }

    @Test
    void serverWideFailPercentAppliesWithoutQueryParameters() throws Exception {
        try (DemoTarget flaky = DemoTarget.start(new DemoTarget.Settings(Duration.ZERO, 10))) {
            int failures = 0;
            for (int i = 0; i < 100; i++) {
                HttpResponse<Void> response = client.send(
                        HttpRequest.newBuilder(flaky.baseUri().resolve("/hello")).build(),
                        HttpResponse.BodyHandlers.discarding());
                failures += response.statusCode() == 500 ? 1 : 0;
            }
            assertThat(failures).isEqualTo(10);
        }
    }

    @Test
    void statusForcesTheStatusAndBadValuesGet400() throws Exception {
        HttpResponse<byte[]> forced = get("/api/user/7?status=503");
        assertThat(forced.statusCode()).isEqualTo(503);
        assertThat(forced.body()).asString(StandardCharsets.US_ASCII).isEqualTo("503 Service Unavailable\n");
        HttpResponse<byte[]> bad = get("/hello?status=abc");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).asString(StandardCharsets.US_ASCII).contains("status must be an integer");
    }

    @Test
    void countsEveryResponseSentSequentially() throws Exception {
        String[] paths = {"/hello", "/nope", "/hello?status=500", "/hello?delayMs=abc", "/api/user/3"};
        for (int i = 0; i < 50; i++) {
            get(paths[i % paths.length]);
        }
        assertThat(target.requestsServed()).isEqualTo(50);
    }

    @Test
    void countsEveryResponseSentConcurrently() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> statuses = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                String path = "/api/user/" + i;
                statuses.add(threads.submit(() -> get(path).statusCode()));
            }
            for (Future<Integer> status : statuses) {
                assertThat(status.get()).isEqualTo(200);
            }
        } finally {
            threads.shutdown();
        }
        assertThat(target.requestsServed()).isEqualTo(200);
    }

    @Test
    void keepAliveServesPipelinedAndSequentialRequestsOnOneConnection() throws Exception {
        try (Socket socket = connect()) {
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            out.write((request("/hello") + request("/api/user/5")).getBytes(StandardCharsets.US_ASCII));
            assertThat(RawResponse.read(in).body()).isEqualTo("hi");
            assertThat(RawResponse.read(in).body()).contains("\"id\":\"5\"").hasSize(123);
            out.write(request("/static/fullcalendar.css").getBytes(StandardCharsets.US_ASCII));
            assertThat(RawResponse.read(in).body()).hasSize(10_699);
        }
        assertThat(target.requestsServed()).isEqualTo(3);
    }

    @Test
    void aDelayedPipelinedResponseIsNotOvertaken() throws Exception {
        try (Socket socket = connect()) {
            String both = request("/hello?delayMs=200") + request("/api/user/6");
            socket.getOutputStream().write(both.getBytes(StandardCharsets.US_ASCII));
            assertThat(RawResponse.read(socket.getInputStream()).body()).isEqualTo("hi");
            assertThat(RawResponse.read(socket.getInputStream()).body()).contains("\"id\":\"6\"");
        }
    }

    @Test
    void connectionCloseIsHonoured() throws Exception {
        try (Socket socket = connect()) {
            String closing = "GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
            socket.getOutputStream().write(closing.getBytes(StandardCharsets.US_ASCII));
            RawResponse response = RawResponse.read(socket.getInputStream());
            assertThat(response.headers()).containsEntry("connection", "close");
            assertThat(socket.getInputStream().read()).isEqualTo(-1);
        }
    }

    @Test
    void http10ClosesUnlessAskedToKeepAlive() throws Exception {
        try (Socket socket = connect()) {
            socket.getOutputStream().write("GET /hello HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            assertThat(RawResponse.read(socket.getInputStream()).body()).isEqualTo("hi");
            assertThat(socket.getInputStream().read()).isEqualTo(-1);
        }
        try (Socket socket = connect()) {
            String keepAlive = "GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n";
            socket.getOutputStream().write((keepAlive + keepAlive).getBytes(StandardCharsets.US_ASCII));
            assertThat(RawResponse.read(socket.getInputStream()).headers()).containsEntry("connection", "keep-alive");
            assertThat(RawResponse.read(socket.getInputStream()).body()).isEqualTo("hi");
        }
    }

    @Test
    void closeReleasesThePort() throws Exception {
        int port = target.baseUri().getPort();
        get("/hello"); // leaves a pooled keep-alive connection open across close()
        target.close();
        target.close(); // idempotent
        assertThatThrownBy(() -> new Socket(DemoTarget.HOST, port).close()).isInstanceOf(ConnectException.class);
        target = DemoTarget.start(port);
        assertThat(target.baseUri()).isEqualTo(URI.create("http://127.0.0.1:" + port));
        assertThat(get("/hello").statusCode()).isEqualTo(200);
    }

    @Test
    void startingOnABusyPortFailsCleanly() {
        int port = target.baseUri().getPort();
        assertThatThrownBy(() -> DemoTarget.start(port))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot listen on 127.0.0.1:" + port);
        assertThatThrownBy(() -> DemoTarget.start(70_000))
                .hasMessage("port must be in [0, 65535], was 70000");
    }

    private HttpResponse<byte[]> get(String path) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(10)).build();
        return client.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    private URI uri(String path) {
        return URI.create(target.baseUri() + path);
    }

    private Socket connect() throws IOException {
        Socket socket = new Socket(DemoTarget.HOST, target.baseUri().getPort());
        socket.setSoTimeout(10_000);
        return socket;
    }

    private static String request(String path) {
        return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    }

    /** Just enough of an HTTP/1.1 response parser for Content-Length bodies. */
    private record RawResponse(int status, Map<String, String> headers, String body) {

        static RawResponse read(InputStream in) throws IOException {
            String statusLine = line(in);
            int status = Integer.parseInt(statusLine.split(" ")[1]);
            Map<String, String> headers = new HashMap<>();
            for (String header = line(in); !header.isEmpty(); header = line(in)) {
                int colon = header.indexOf(':');
                headers.put(header.substring(0, colon).trim().toLowerCase(), header.substring(colon + 1).trim());
            }
            int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
            return new RawResponse(status, headers, new String(in.readNBytes(length), StandardCharsets.US_ASCII));
        }

        private static String line(InputStream in) throws IOException {
            StringBuilder line = new StringBuilder();
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b == -1) {
                    throw new IOException("connection closed mid-response after \"" + line + "\"");
                }
                if (b != '\r') {
                    line.append((char) b);
                }
            }
            return line.toString();
        }
    }
}
