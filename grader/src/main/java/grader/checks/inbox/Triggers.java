package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.SQLException;
import grader.check.db.Sqlite;

/** Triggers the grader adds to a sink so that one write fails with a real database error. */
final class Triggers {
    private final Path db;
    private final String[] names;

    private Triggers(Path db, String... names) {
        this.db = db;
        this.names = names;
    }

    /** Every insert or update of the stock row fails (RAISE), whatever SQL spelling writes it. */
    static Triggers failStock(Path db) throws SQLException {
        Sqlite.execute(db,
                "CREATE TRIGGER grader_stock_update BEFORE UPDATE ON stock BEGIN SELECT RAISE(ABORT, 'grader: stock is read-only'); END",
                "CREATE TRIGGER grader_stock_insert BEFORE INSERT ON stock BEGIN SELECT RAISE(ABORT, 'grader: stock is read-only'); END");
        return new Triggers(db, "grader_stock_update", "grader_stock_insert");
    }

    /**
     * Every insert into inbox fails with an integer overflow: an error that is not a
     * constraint, so it cannot be mistaken for "this id is already stored".
     */
    static Triggers failInboxInsert(Path db) throws SQLException {
        Sqlite.execute(db, "CREATE TRIGGER grader_inbox_insert BEFORE INSERT ON inbox BEGIN "
                + "SELECT abs(-9223372036854775807 - 1); END");
        return new Triggers(db, "grader_inbox_insert");
    }

    void drop() throws SQLException {
        for (String name : names) {
            Sqlite.execute(db, "DROP TRIGGER " + name);
        }
    }
}
