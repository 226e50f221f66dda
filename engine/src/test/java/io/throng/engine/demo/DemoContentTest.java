package io.throng.engine.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DemoContentTest {

    @ParameterizedTest
    @ValueSource(strings = {"1", "42", "1234567890", "9223372036854775807", "abc-DEF_9"})
    void userBodyIsAlways123BytesAndNamesTheId(String id) {
        byte[] body = DemoContent.userJson(id);
        assertThat(body).hasSize(DemoContent.USER_BODY_LENGTH);
        assertThat(new String(body, StandardCharsets.US_ASCII))
                .startsWith("{\"id\":\"" + id + "\",")
                .endsWith("\"}");
    }

    @Test
    void everyAllowedIdLengthFits() {
        for (int length = 1; length <= DemoContent.MAX_USER_ID_LENGTH; length++) {
            assertThat(DemoContent.userJson("7".repeat(length))).hasSize(123);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "12345678901234567890", "a.b", "a/b", "a%20b", "\u00e9"})
    void rejectsIdsThatWouldBreakTheLengthOrNeedEscaping(String id) {
        assertThat(DemoContent.isUserId(id)).isFalse();
        assertThatThrownBy(() -> DemoContent.userJson(id)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void fixedBodiesHaveTheirContractSizes() {
        assertThat(DemoContent.HELLO).asString(StandardCharsets.US_ASCII).isEqualTo("hi");
        assertThat(DemoContent.CSS).hasSize(10_699);
        assertThat(new String(DemoContent.CSS, StandardCharsets.US_ASCII)).startsWith("/*").endsWith("*/\n");
        assertThat(DemoContent.LOGO_PNG.length).isBetween(2_000, 8_000);
        assertThat(new String(DemoContent.INDEX_HTML, StandardCharsets.US_ASCII))
                .contains("/static/fullcalendar.css", "/images/logo.png");
    }

    @Test
    void logoIsAPng() {
        byte[] signature = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
        assertThat(Arrays.copyOf(DemoContent.LOGO_PNG, 8)).isEqualTo(signature);
        assertThat(new String(DemoContent.LOGO_PNG, 12, 4, StandardCharsets.US_ASCII)).isEqualTo("IHDR");
    }

    @ParameterizedTest
    @CsvSource({
            "/api/user/42, USER",
            "/api/user/, NOT_FOUND",
            "/api/user/4/2, NOT_FOUND",
            "/hello, HELLO",
            "/hello/, NOT_FOUND",
            "/static/fullcalendar.css, CSS",
            "/, INDEX",
            "/index.html, INDEX",
            "/images/logo.png, LOGO",
            "/nope, NOT_FOUND",
    })
    void routesByPath(String path, Endpoint expected) {
        assertThat(Endpoint.match(path)).isEqualTo(expected);
    }
}
