package labs.inbox;

import java.sql.Connection;
import java.util.Map;
import labs.FaultHook;

/**
 * Lab {@code inbox}: an idempotent receiver whose inbox row and effect commit together.
 *
 * <p>Schema: {@code inbox(id TEXT PRIMARY KEY, qty INTEGER NOT NULL)} and
 * {@code stock(id INTEGER PRIMARY KEY CHECK(id=1), total INTEGER NOT NULL)} with the
 * initial row {@code (1, 0)}. Connections are borrowed, in autocommit mode, with no
 * transaction open; leave none open. Events are maps with exactly the keys {@code id}
 * (a String of 1-64 ASCII letters, digits, {@code _} or {@code -}, taken as it is: no
 * trimming, so surrounding spaces or a trailing newline make it invalid) and {@code qty} (an
 * Integer or Long, never a Boolean, from 1 to 1000, checked as a long: a Long beyond the int
 * range is invalid, not narrowed). "The same qty" means the same value, whether it came as
 * an Integer or a Long. {@code qty} and {@code total} are stored as SQLite integers. Which
 * ids were applied is known from the {@code inbox} table alone: a new instance of the
 * class, on a new connection, sees what another instance stored.
 */
public interface InboxLab {

    /**
     * Step 1. Creates {@code inbox} and {@code stock} if missing and inserts the stock row
     * {@code (1, 0)} only if it is missing, in one transaction. Calling it again keeps every
     * row and the total.
     */
    void initSink(Connection con) throws Exception;

    /**
     * Steps 2 to 5 and 8. Applies an event at most once. An invalid event is an
     * {@link IllegalArgumentException} and nothing is written. Otherwise, inside one
     * {@code BEGIN IMMEDIATE}: a new id inserts the inbox row, calls
     * {@code fault("after-inbox")}, adds {@code qty} to the total, calls
     * {@code fault("after-total")}, commits, calls {@code fault("after-commit")} and returns
     * {@code true}. The same id with the same qty is a valid duplicate: nothing changes,
     * {@code false} (false is not failure). The same id with another qty is a
     * {@link labs.ConflictException} and the earlier record and total are kept. Any error
     * before the commit rolls everything back and is passed on unchanged; an error after
     * the commit keeps the committed state. A database error on either write, and a busy or
     * locked database, is thrown as the {@link java.sql.SQLException} it is, never turned
     * into "done" ({@code true}), "duplicate" ({@code false}) or a conflict. The total is read
     * and written inside the same transaction, so receives of different ids at once each add
     * their qty.
     */
    boolean receive(Connection con, Map<String, Object> event, FaultHook fault) throws Exception;

    /**
     * Step 6. Starts an HTTP receiver on {@code 127.0.0.1} with an ephemeral port, writing to
     * the sink database at {@code sinkPath} (already initialised). {@code POST /events} with
     * a JSON body {@code {"id": ..., "qty": ...}} is received as above and answered only
     * after the commit: a new or duplicate event gets status 200 and the body
     * {@code {"id": <the same id>, "accepted": true}}; a conflict gets status 409; a
     * malformed body or invalid event gets a 4xx and nothing is written; an error (a locked
     * or unwritable database, say) gets a 5xx. No refusal's body says
     * {@code "accepted": true}. The server listens on 127.0.0.1 only, never on the wildcard
     * address.
     */
    InboxReceiver startReceiver(String sinkPath) throws Exception;

    /**
     * Step 7. The publisher's side: may this HTTP answer be trusted as proof that
     * {@code requestedId} was accepted? Only when {@code status} is 200 and {@code body} is a
     * JSON object whose {@code id} equals {@code requestedId} and whose {@code accepted} is
     * exactly the JSON boolean {@code true} (not {@code "true"}, not {@code 1}). The
     * {@code id} must be a JSON string: the number {@code 7} is not the id {@code "7"}.
     * Anything else, a body that is not JSON included, is {@code false}.
     */
    boolean acceptAck(String requestedId, int status, String body);
}
