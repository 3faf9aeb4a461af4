package grader.fault;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import wire.FaultProtocol;

/**
 * A fault child's control channel takes the lines of its own child only: another process
 * that connects first (the subject running the submission, say) can neither write the
 * child's history nor forge its FAULT.
 */
class ControlLinkTests {

    @Test
    void aStrangerThatConnectsFirstIsRefusedAndTheChildIsHeard() throws Exception {
        try (ControlLink link = new ControlLink()) {
            int port = link.port();
            try (Socket stranger = connect(port); Socket child = connect(port)) {
                write(stranger, FaultProtocol.line(FaultProtocol.FAULT, "after-total"));
                write(child, FaultProtocol.line(FaultProtocol.HELLO, token(link)));
                write(child, FaultProtocol.line(FaultProtocol.READY, "probe.write"));
                ChildMessage first = link.poll(10_000);
                assertThat(first).isNotNull();
                assertThat(first.type()).isEqualTo(FaultProtocol.READY);
                assertThat(link.strangersRefused()).isEqualTo(1);
            }
        }
    }

    @Test
    void aWrongTokenIsAStranger() throws Exception {
        try (ControlLink link = new ControlLink()) {
            int port = link.port();
            try (Socket forger = connect(port); Socket child = connect(port)) {
                write(forger, FaultProtocol.line(FaultProtocol.HELLO, "not-the-token"));
                write(forger, FaultProtocol.line(FaultProtocol.FAULT, "after-total"));
                write(child, FaultProtocol.line(FaultProtocol.HELLO, token(link)));
                write(child, FaultProtocol.line(FaultProtocol.DONE, "ok"));
                ChildMessage first = link.poll(10_000);
                assertThat(first).isNotNull();
                assertThat(first.type()).isEqualTo(FaultProtocol.DONE);
                assertThat(link.strangersRefused()).isEqualTo(1);
            }
        }
    }

    @Test
    void aSilentStrangerThatConnectsFirstDoesNotKeepTheChildOut() throws Exception {
        try (ControlLink link = new ControlLink()) {
            int port = link.port();
            try (Socket silent = connect(port); Socket child = connect(port)) {
                write(child, FaultProtocol.line(FaultProtocol.HELLO, token(link)));
                write(child, FaultProtocol.line(FaultProtocol.READY, "probe.write"));
                // Before, the link read the silent one until the child's time to connect ran out
                // (20 s), then reported that the child never connected.
                ChildMessage first = link.poll(30_000);
                assertThat(first).isNotNull();
                assertThat(first.type()).isEqualTo(FaultProtocol.READY);
            }
        }
    }

    private static String token(ControlLink link) {
        return link.token();
    }

    private static Socket connect(int port) throws Exception {
        return new Socket(InetAddress.getLoopbackAddress(), port);
    }

    private static void write(Socket socket, String line) throws Exception {
        OutputStream out = socket.getOutputStream();
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
