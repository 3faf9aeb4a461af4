package subject;

import java.sql.SQLException;

/** What a gated step runs: one call into sqlite-jdbc, with its result or its exception. */
@FunctionalInterface
interface SqlWork<T> {
    T run() throws SQLException;
}
