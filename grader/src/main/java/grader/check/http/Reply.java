package grader.check.http;

import java.io.IOException;
import java.io.OutputStream;

/** How a fake peer answers one request. */
@FunctionalInterface
public interface Reply {

    /** What the peer does with the connection once it has answered. */
    enum After {
        /** Keep the socket open and wait for the client to close it (a well-behaved server). */
        WAIT_FOR_CLIENT,
        /** Close the socket at once: the client sees the connection drop. */
        DROP
    }

    /** Answers {@code request} on {@code out} (or not at all) and says what happens next. */
    After answer(SeenRequest request, OutputStream out) throws IOException;
}
