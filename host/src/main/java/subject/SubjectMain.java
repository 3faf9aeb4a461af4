package subject;

import java.net.InetAddress;
import java.net.Socket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import wire.Tokens;

/**
 * Entry point of a subject process: {@code SubjectMain PORT}, its token the first line of its
 * stdin (not its command line, which any process may read). Connects to the judge on
 * {@code 127.0.0.1:PORT}, says hello with the token, then serves the judge's calls until the
 * judge closes the link. The subject holds the submission; it decides nothing.
 */
public final class SubjectMain {
    private SubjectMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: SubjectMain PORT (the token on stdin)");
            System.exit(2);
        }
        String token = Tokens.fromStdin();
        warmUp();
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), Integer.parseInt(args[0]));
        socket.setTcpNoDelay(true);
        Link link = new Link(socket);
        link.send(Map.of("hello", token));
        new Host(link).serve();
        // The judge is gone or done: submission threads must not keep this process alive.
        Runtime.getRuntime().halt(0);
    }

    /**
     * Loads sqlite's native library and JDBC driver before the first check, so that no check's
     * time (some wait only a second for an answer over HTTP) pays for it; and makes sure the
     * driver is the subject's own (see {@link GatedConnection}): a subject started without it
     * first on its class path would let every statement around the grader's gate, so it stops.
     */
    private static void warmUp() throws SQLException {
        ThreadFacts.hostOwns(Thread.currentThread());
        try (Connection con = DriverManager.getConnection("jdbc:sqlite::memory:"); Statement st = con.createStatement()) {
            if (!(con instanceof GatedConnection)) {
                System.err.println("subject: sqlite-jdbc's own org.sqlite.JDBC was loaded, not the subject's"
                        + " (subject-driver.jar must come first on the class path)");
                System.exit(3);
            }
            st.execute("SELECT 1");
        }
    }
}
