package grader.check.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ProxySelector;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The fake peers can tell a client that closes its response from one that does not, and restore the JVM. */
class HttpPeersTests {
    private static final String REQUEST = "POST /events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 27\r\n\r\n"
            + "{\"id\":\"snack-7\",\"qty\":7}   ";

    @Test
    void recordsTheRequestAndAnswersTheGoodAck() throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.ack()); Socket client = connect(receiver)) {
            String answer = new String(readAnswer(client.getInputStream()), StandardCharsets.UTF_8);
            assertThat(answer).startsWith("HTTP/1.1 200").endsWith(Replies.goodAck("snack-7"));
            assertThat(receiver.requests()).extracting(SeenRequest::method, SeenRequest::target, SeenRequest::jsonId)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("POST", "/events", "snack-7"));
        }
    }

    @Test
    void seesAClientThatKeepsItsConnectionOpen() throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.ack()); Socket client = connect(receiver)) {
            readAnswer(client.getInputStream());
            assertThat(receiver.clientClosedEverything(Duration.ofMillis(300))).isFalse();
            client.close();
            assertThat(receiver.clientClosedEverything(Duration.ofSeconds(2))).isTrue();
        }
    }

    @Test
    void proxyTrapRestoresEverySetting() throws Exception {
        ProxySelector before = ProxySelector.getDefault();
        String host = System.getProperty("http.proxyHost");
        String nonProxy = System.getProperty("http.nonProxyHosts");
        try (ProxyTrap trap = ProxyTrap.set()) {
            assertThat(ProxySelector.getDefault().select(URI.create("http://127.0.0.1:1/events")).get(0).address())
                    .isNotNull();
            assertThat(System.getProperty("http.nonProxyHosts")).isEmpty();
            assertThat(trap.proxied()).isEmpty();
        }
        assertThat(ProxySelector.getDefault()).isSameAs(before);
        assertThat(System.getProperty("http.proxyHost")).isEqualTo(host);
        assertThat(System.getProperty("http.nonProxyHosts")).isEqualTo(nonProxy);
    }

    private static Socket connect(FakeReceiver receiver) throws Exception {
        Socket client = new Socket(InetAddress.getLoopbackAddress(), receiver.port());
        client.setSoTimeout(2000);
        OutputStream out = client.getOutputStream();
        out.write(REQUEST.getBytes(StandardCharsets.UTF_8));
        out.flush();
        return client;
    }

    /** Reads one fixed-length answer, head and body. */
    private static byte[] readAnswer(InputStream in) throws Exception {
        byte[] head = new byte[4096];
        int n = 0;
        String text = "";
        while (!text.contains("\r\n\r\n") || text.length() < text.indexOf("\r\n\r\n") + 4 + bodyLength(text)) {
            int r = in.read(head, n, head.length - n);
            if (r < 0) {
                break;
            }
            n += r;
            text = new String(head, 0, n, StandardCharsets.ISO_8859_1);
        }
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static int bodyLength(String head) {
        int at = head.indexOf("Content-Length: ");
        return at < 0 ? 0 : Integer.parseInt(head.substring(at + 16, head.indexOf("\r\n", at)).trim());
    }
}
