package grader.checks.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import grader.check.http.Replies;
import org.junit.jupiter.api.Test;

/**
 * The exploring dispatch checks predict an answer's meaning whatever way its bytes arrive:
 * that holds only if every way is one a standard client reads as the same status and body.
 */
class PeerAnswerTests {
    /** The grader's one client: a second would leave its threads to the leftover checks of later tests. */
    private static final HttpClient CLIENT = grader.check.http.SharedHttpClient.CLIENT;

    @Test
    void everyWayOfSendingTheBytesGivesTheSameStatusAndBody() throws Exception {
        for (PeerAnswer.Wire wire : PeerAnswer.Wire.values()) {
            PeerAnswer answer = new PeerAnswer(200, PeerAnswer.Body.GOOD_1024_BYTES, wire);
            try (ScriptedPeer peer = ScriptedPeer.start()) {
                peer.script(List.of(answer, answer));
                for (int request = 1; request <= 2; request++) {
                    HttpResponse<String> response = post(peer.url());
                    assertThat(response.statusCode()).as(wire + ", request " + request).isEqualTo(200);
                    assertThat(response.body()).as(wire + ", request " + request)
                            .isEqualTo(Replies.padTo(Replies.goodAck("snack-7"), 1024));
                }
                assertThat(peer.requests()).isEqualTo(2);
            }
        }
    }

    @Test
    void aRedirectPointsBackAtThePeerAndIsAnIoFailureToTheModel() throws Exception {
        PeerAnswer redirect = new PeerAnswer(307, PeerAnswer.Body.GOOD, PeerAnswer.Wire.CHUNKED);
        try (ScriptedPeer peer = ScriptedPeer.start()) {
            peer.script(List.of(redirect));
            HttpResponse<String> response = post(peer.url());
            assertThat(response.statusCode()).isEqualTo(307);
            assertThat(response.headers().firstValue("Location")).hasValue(peer.url());
        }
        assertThat(redirect.failure().description()).isEqualTo("throws IOException");
        assertThat(new PeerAnswer(201, PeerAnswer.Body.GOOD, PeerAnswer.Wire.CHUNKED).failure().description())
                .isEqualTo("throws DeliveryException");
        assertThat(PeerAnswer.ACK.failure()).isNull();
    }

    @Test
    void requestsBeyondTheScriptGetThePlainAck() throws Exception {
        try (ScriptedPeer peer = ScriptedPeer.start()) {
            peer.script(List.of(new PeerAnswer(500, PeerAnswer.Body.GOOD, PeerAnswer.Wire.ENDED_BY_CLOSE)));
            assertThat(post(peer.url()).statusCode()).isEqualTo(500);
            HttpResponse<String> next = post(peer.url());
            assertThat(next.statusCode()).isEqualTo(200);
            assertThat(next.body()).isEqualTo(Replies.goodAck("snack-7"));
        }
    }

    private static HttpResponse<String> post(String url) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"snack-7\",\"qty\":7}")).build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
