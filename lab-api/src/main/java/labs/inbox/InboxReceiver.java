package labs.inbox;

/** A running HTTP receiver on {@code 127.0.0.1}. Closing it stops the server and frees its port. */
public interface InboxReceiver extends AutoCloseable {

    /** The ephemeral port the server listens on. */
    int port();

    /** Stops the server; requests in progress may finish, new ones are refused. */
    @Override
    void close();
}
