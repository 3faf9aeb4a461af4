package grader.subject;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import wire.Wire;

/**
 * The judge's end of a subject's link takes the subject that says hello with its token, never
 * a stranger that connected first: where namespaces are refused, another grade's subject can
 * reach the port.
 */
class SubjectLinkTests {
    private static final String TOKEN = "the-token";

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)   // before, a silent stranger kept the accept waiting for ever
    void aSilentStrangerThatConnectsFirstDoesNotKeepTheSubjectOut() throws Exception {
        SubjectLink link = SubjectLink.listen();
        try (Socket silent = connect(link.port()); Socket subject = connect(link.port())) {
            hello(subject, TOKEN);
            link.accept(TOKEN, 30_000, request -> Map.of());
            assertThat(link.ended()).isFalse();
        } finally {
            link.close();
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aStrangerWithAnotherTokenIsRefusedAndTheSubjectTaken() throws Exception {
        SubjectLink link = SubjectLink.listen();
        try (Socket forger = connect(link.port()); Socket subject = connect(link.port())) {
            hello(forger, "not-the-token");
            hello(subject, TOKEN);
            link.accept(TOKEN, 30_000, request -> Map.of());
            assertThat(link.ended()).isFalse();
        } finally {
            link.close();
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void noHelloWithTheTokenEndsTheWaitWithAnError() throws Exception {
        SubjectLink link = SubjectLink.listen();
        try (Socket forger = connect(link.port())) {
            hello(forger, "not-the-token");
            assertThatThrownBy(() -> link.accept(TOKEN, 1_000, request -> Map.of()))
                    .isInstanceOf(IOException.class).hasMessageContaining("hello with its token");
        } finally {
            link.close();
        }
    }

    private static Socket connect(int port) throws IOException {
        return new Socket(InetAddress.getLoopbackAddress(), port);
    }

    private static void hello(Socket socket, String token) throws IOException {
        DataOutputStream out = new DataOutputStream(socket.getOutputStream());
        Wire.write(out, "{\"hello\":\"" + token + "\"}");
        out.flush();
    }
}
