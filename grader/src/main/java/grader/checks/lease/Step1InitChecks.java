package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.db.DbState;
import grader.check.db.Sqlite;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 1: initDb creates the jobs table, and calling it again changes nothing. */
@LabStep(lab = "lease", step = 1, title = "create the lease table")
class Step1InitChecks {
    private static final Set<String> COLUMNS = Set.of("id", "owner", "until", "fence", "result", "done");
    private static final Map<String, String> AFFINITIES = new TreeMap<>(Map.of("id", "TEXT", "owner", "TEXT",
            "until", "REAL", "fence", "INTEGER", "result", "TEXT", "done", "INTEGER"));

    @TempDir
    Path dir;

    @Check(id = "init-creates-jobs-table", happyPath = true,
            purpose = "initDb on a new file creates table jobs with the six columns and leaves no lock")
    void createsTable(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.at(dir, "jobs.db");
        Attempt attempt = db.trying("initDb(\"" + db.path + "\") on a new file");
        attempt.returns(() -> {
            lab.initDb(db.path);
            return null;
        });
        attempt.holds(JobsDb.tableExists(db.file, "jobs"), "a table named jobs", "no table jobs in the file");
        Set<String> columns = columnNames(db);
        attempt.holds(columns.equals(COLUMNS), "columns " + new TreeSet<>(COLUMNS), "columns " + columns);
        db.expectNoLockLeft("initDb(\"" + db.path + "\")");
    }

    @Check(id = "init-column-defaults-and-key",
            purpose = "a row inserted with only its id gets owner NULL, until 0, fence 0, result NULL, done 0; id is the primary key")
    void defaultsAndKey(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        Attempt attempt = db.trying("initDb, then INSERT INTO jobs(id) VALUES ('job-1') through another connection");
        Sqlite.execute(db.file, "INSERT INTO jobs(id) VALUES ('job-1')");
        db.expectRow(attempt, "job-1", JobsDb.fresh("job-1"));
        Attempt duplicate = db.trying("initDb, then inserting id 'job-1' a second time");
        duplicate.holds(insertFails(db), "a PRIMARY KEY violation on the second 'job-1'",
                "the second row was accepted, so id is not the primary key");
    }

    @Check(id = "init-again-keeps-rows-and-fence",
            purpose = "a second initDb on an existing database returns normally and keeps every row, fence included")
    void initAgainKeepsRows(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        db.put("job-1", "A", 15, 7, null, 0);
        db.put("job-2", "B", 3, 2, "paid", 1);
        Attempt attempt = db.trying("initDb(\"" + db.path + "\") again, with job-1 (owner A, until 15, fence 7) and"
                + " job-2 (done, result \"paid\", fence 2) stored: a worker restarting");
        attempt.returns(() -> {
            lab.initDb(db.path);
            return null;
        });
        attempt.holds(db.count() == 2, "both rows kept", db.count() + " rows");
        db.expectRow(attempt, "job-1", job("job-1", "A", 15, 7, null, 0));
        db.expectRow(attempt, "job-2", job("job-2", "B", 3, 2, "paid", 1));
        db.expectNoLockLeft("initDb called a second time");
    }

    @Check(id = "init-column-types",
            purpose = "the columns keep the contract's types: id, owner, result text; until real; fence, done integer")
    void columnTypes(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        Map<String, String> affinities = affinities(db);
        db.trying("initDb(\"" + db.path + "\"), then reading the declared column types (PRAGMA table_info)")
                .holds(affinities.equals(AFFINITIES), "type affinities " + AFFINITIES
                        + " (until REAL keeps 12.75 as a number of seconds; fence INTEGER keeps whole numbers)",
                        "type affinities " + affinities);
    }

    @Check(id = "init-database-error-thrown",
            purpose = "initDb on a file that is not a SQLite database throws instead of returning as if the table existed")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        String path = DatabaseErrors.notADatabase(dir).toString();
        Attempt attempt = Expect.trying("initDb(\"" + path + "\") on a file of plain text, which SQLite refuses to open");
        Outcomes.requireThrown(attempt, "the database error thrown", () -> {
            lab.initDb(path);
            return "normally, as if the table had been created";
        });
    }

    /** Each column's type affinity by SQLite's rules (section 3.1 of its datatype page), lower-case names. */
    private static Map<String, String> affinities(JobsDb db) throws SQLException {
        Map<String, String> affinities = new TreeMap<>();
        for (Map<String, Object> column : DbState.rows(db.file, "PRAGMA table_info(jobs)")) {
            String type = String.valueOf(column.get("type")).toUpperCase(Locale.ROOT);
            affinities.put(String.valueOf(column.get("name")).toLowerCase(Locale.ROOT), affinity(type));
        }
        return affinities;
    }

    private static String affinity(String type) {
        if (type.contains("INT")) {
            return "INTEGER";
        }
        if (type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT")) {
            return "TEXT";
        }
        if (type.isEmpty() || type.contains("BLOB")) {
            return "BLOB";
        }
        if (type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB")) {
            return "REAL";
        }
        return "NUMERIC";
    }

    private static Set<String> columnNames(JobsDb db) throws SQLException {
        Set<String> names = new TreeSet<>();
        for (Map<String, Object> column : DbState.rows(db.file, "PRAGMA table_info(jobs)")) {
            // SQL identifiers are case-insensitive: a column declared as FENCE is the column fence.
            names.add(String.valueOf(column.get("name")).toLowerCase(Locale.ROOT));
        }
        return names;
    }

    private static boolean insertFails(JobsDb db) {
        try {
            Sqlite.execute(db.file, "INSERT INTO jobs(id) VALUES ('job-1')");
            return false;
        } catch (SQLException expected) {
            return true;
        }
    }

    @Check(id = "generated-init-calls",
            purpose = "generated sequences of the calls of steps 1 to 1 (initDb again and rows another worker left in half of them), with ids, clocks, ttls and fences drawn at the contract's edges, return and store what the contract's model says after every call")
    void generatedCallsKeepTheContract(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), new LeaseGenerator(1, LeaseGenerator.CALLS));
    }
}
