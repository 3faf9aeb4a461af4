package labs.outbox;

import java.sql.Connection;
import java.util.List;
import java.util.Map;
import labs.FaultHook;

/**
 * Lab {@code outbox}: a transactional outbox with HTTP delivery and crash recovery.
 *
 * <p>Source schema: {@code orders(id TEXT PRIMARY KEY, qty INTEGER NOT NULL)} and
 * {@code outbox(seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
 * qty INTEGER NOT NULL, sent INTEGER NOT NULL CHECK(sent IN (0,1)))}. Sink schema:
 * {@code inbox(id TEXT PRIMARY KEY, qty INTEGER NOT NULL)} and
 * {@code stock(id INTEGER PRIMARY KEY CHECK(id=1), total INTEGER NOT NULL)}, initial row
 * {@code (1, 0)}. Source and sink are always separate files. Every method but
 * {@link #openStore} borrows its connection; none leaves a transaction open.
 */
public interface OutboxLab {

    /**
     * Step 1. An event has exactly the keys {@code id} (1-64 ASCII letters, digits,
     * {@code _} or {@code -}) and {@code qty} (an Integer or Long, not a Boolean, 1 to 1000).
     * Returns a new map (an unmodifiable one is fine); the input is never changed. Anything
     * else is an {@link IllegalArgumentException}: an id with a space, tab or line break
     * around it, or a {@code Long} qty beyond the {@code int} range, too.
     */
    Map<String, Object> validateEvent(Map<String, Object> event);

    /**
     * Step 2. Opens the store at {@code path} for {@code role} {@code "source"} or
     * {@code "sink"} (anything else: {@link IllegalArgumentException} before connecting), in
     * autocommit mode with a busy timeout of 1 second. Creates the role's schema only if
     * missing, and the sink's stock row only if missing, in one transaction that never
     * overwrites existing records. On failure closes the connection and passes the error on.
     */
    Connection openStore(String path, String role) throws Exception;

    /**
     * Step 3. Validates, then in one {@code BEGIN IMMEDIATE}: a new id inserts the order,
     * calls {@code fault("after-order")}, inserts its outbox row with {@code sent = 0}, calls
     * {@code fault("after-outbox")}, commits, calls {@code fault("after-commit")}, returns
     * {@code true}. The same id and qty: {@code false}, no change; another qty:
     * {@link labs.ConflictException}, qty compared by value. An error before the commit rolls
     * everything back and is passed on unchanged (a database error as its own
     * {@link java.sql.SQLException}, never as {@code false}); after the commit the committed
     * rows stay. An invalid event is refused whether or not its id is stored. Decides from
     * the stored rows only, never from memory of earlier calls.
     */
    boolean enqueue(Connection con, Map<String, Object> event, FaultHook fault) throws Exception;

    /**
     * Step 4. Up to {@code limit} (1 to 16, else {@link IllegalArgumentException}) outbox
     * rows with {@code sent = 0}, by {@code seq} ascending, each a new map of {@code id} and
     * {@code qty} only (an unmodifiable map is fine). Changes nothing. A bad limit is refused
     * even when nothing is pending.
     */
    List<Map<String, Object>> pending(Connection con, int limit) throws Exception;

    /**
     * Step 5. The inbox lab's receive on a sink connection: validate, then one
     * {@code BEGIN IMMEDIATE} with the fault points {@code after-inbox},
     * {@code after-total} and {@code after-commit}; new id {@code true}, duplicate
     * {@code false}, other qty {@link labs.ConflictException}. As for {@link #enqueue}: a
     * database error passes on as its {@link java.sql.SQLException}, validation comes first,
     * and only the stored rows decide; receives of different ids at once both add to the total.
     */
    boolean receive(Connection con, Map<String, Object> event, FaultHook fault) throws Exception;

    /**
     * Step 6. Sets {@code sent = 1} only on the outbox row with the validated id and qty:
     * newly marked {@code true}, already marked {@code false}; an unknown id is an
     * {@link IllegalArgumentException}, another qty a {@link labs.ConflictException}, and a
     * failure changes nothing (a database error passes on as its
     * {@link java.sql.SQLException}). Never deletes rows. The read and the update are one
     * {@code BEGIN IMMEDIATE}: of two marks of one row at once, one is {@code true}.
     */
    boolean markSent(Connection con, Map<String, Object> event) throws Exception;

    /**
     * Step 7. Delivers one finite pending batch of at most {@code limit} in order: gives
     * {@code send} a copy of each event, requires an ACK that is exactly
     * {@code Boolean.TRUE} (anything else, {@code false}, {@code null}, {@code 1}, a string,
     * is a {@link labs.DeliveryException}), then calls {@code fault("after-delivery")}, then
     * marks it sent. Exceptions from {@code send} or {@code fault} pass through unchanged.
     * Stops at the first failure, keeping earlier marks. Returns how many it marked. Holds
     * no write transaction while {@code send} runs, and marks only the item it selected even
     * if {@code send} changes its argument.
     */
    int dispatch(Connection con, Sender send, int limit, FaultHook fault) throws Exception;

    /** Step 7 with the defaults: a limit of 8 and no faults. */
    default int dispatch(Connection con, Sender send) throws Exception {
        return dispatch(con, send, 8, null);
    }

    /**
     * Step 8. Validates, then POSTs the event as JSON to {@code url} and returns {@code true}
     * only for status 200 with a JSON object body of at most 1024 bytes with exactly the keys
     * {@code id} (the same id) and {@code accepted} (exactly {@code true}); any other answer
     * is a {@link labs.DeliveryException}: another 2xx status, a body over 1024 bytes, a body
     * that is not a JSON object, a wrong key set, another id, {@code accepted} that is not the
     * JSON boolean {@code true} (the number {@code 7} is not the id {@code "7"}). HTTP and connection errors pass through as a
     * {@link java.io.IOException}, never as a {@code DeliveryException}: a 3xx (redirects are
     * not followed), 4xx or 5xx status, a refused or dropped connection, a timeout; the
     * request is not silently resent. The response is always closed. {@code url} must be
     * {@code http://127.0.0.1:<port>/events} with an explicit port 1-65535 and no user info,
     * query or fragment, and nothing around it (no spaces or line breaks); {@code timeout} is seconds, positive, finite and at most 5;
     * otherwise {@link IllegalArgumentException}, before anything is sent. Uses no proxy,
     * whatever the JVM's proxy settings say.
     */
    boolean sendHttp(String url, Map<String, Object> event, double timeout) throws Exception;

    /** Step 8 with the default timeout of 1 second. */
    default boolean sendHttp(String url, Map<String, Object> event) throws Exception {
        return sendHttp(url, event, 1);
    }
}
