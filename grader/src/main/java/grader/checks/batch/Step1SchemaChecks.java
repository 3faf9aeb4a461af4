package grader.checks.batch;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.Values;
import grader.check.explore.ExceptionKinds;
import grader.check.db.DbState;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "batch", step = 1, title = "create the schema: three tables in one transaction")
class Step1SchemaChecks {
    private static final Map<String, List<String>> COLUMNS = Map.of(
            "reward_job", List.of("job_id", "player_id", "gold", "status", "owner", "lease_until", "fence"),
            "reward_ledger", List.of("job_id"),
            "wallet", List.of("player_id", "gold"));

    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "creates-three-tables", happyPath = true,
            purpose = "initDb creates reward_job, reward_ledger and wallet with their columns")
    void createsThreeTables(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        for (String table : BatchDb.TABLES) {
            List<Object> columns = new ArrayList<>();
            DbState.rows(db.file, "SELECT lower(name) AS name FROM pragma_table_info(?)", table)
                    .forEach(r -> columns.add(r.get("name")));
            Expect.trying("initDb(con), then reading the columns of " + table).state(db::dump)
                    .holds(columns.containsAll(COLUMNS.get(table)), "columns " + COLUMNS.get(table), columns);
        }
    }

    @Check(id = "columns-have-defaults",
            purpose = "a job inserted with only its id, player and gold is PENDING, unowned, lease 0, fence 0; a new wallet has 0 gold")
    void columnsHaveDefaults(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        Attempt insert = Expect.trying("initDb(con), then inserting a job with only job_id, player_id and gold, "
                + "and a wallet with only player_id").state(db::dump);
        insert.returns(() -> {
            db.execute("INSERT INTO reward_job(job_id, player_id, gold) VALUES ('job-1', 'player-1', 5)",
                    "INSERT INTO wallet(player_id) VALUES ('player-1')");
            return null;
        });
        Map<String, Object> job = db.job("job-1");
        Map<String, Object> defaults = Map.of("status", "PENDING", "lease_until", 0, "fence", 0);
        defaults.forEach((column, value) -> insert.holds(Values.same(value, job.get(column)),
                "the new job's " + column + " defaults to " + Values.show(value), job.get(column)));
        insert.holds(job.get("owner") == null, "the new job's owner is NULL", job.get("owner"));
        insert.holds(Values.same(0L, db.wallet("player-1")), "the new wallet's gold defaults to 0",
                db.wallet("player-1"));
    }

    @Check(id = "integer-columns-store-integers",
            purpose = "gold, fence and the wallet's gold store whole numbers as INTEGER, lease_until keeps a fraction as REAL")
    void integerColumnsStoreIntegers(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.execute("INSERT INTO " + BatchDb.JOB_ROW + " VALUES ('job-1', 'player-1', 5, 'IN_PROGRESS', 'worker-A', 100.5, 3)",
                "INSERT INTO wallet(player_id, gold) VALUES ('player-1', 7)");
        Attempt attempt = Expect.trying("initDb(con), then inserting a job with gold 5, fence 3 and lease_until 100.5,"
                + " and a wallet with gold 7").state(db::dump);
        Map<String, Object> stored = DbState.rows(db.file, "SELECT typeof(j.gold) AS job_gold, typeof(j.fence) AS fence,"
                + " typeof(j.lease_until) AS lease_until, typeof(w.gold) AS wallet_gold FROM reward_job j, wallet w").get(0);
        Map<String, Object> expected = Map.of("job_gold", "integer", "fence", "integer", "lease_until", "real",
                "wallet_gold", "integer");
        attempt.holds(Values.same(expected, stored), "stored as " + Values.show(expected), stored);
    }

    @Check(id = "second-init-keeps-rows", purpose = "calling initDb again keeps every row of the three tables")
    void secondInitKeepsRows(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.execute("INSERT INTO reward_job(job_id, player_id, gold, status, owner, lease_until, fence)"
                        + " VALUES ('job-1', 'player-1', 30, 'DONE', 'worker-A', 130, 2)",
                "INSERT INTO reward_job(job_id, player_id, gold) VALUES ('job-2', 'player-1', 7)",
                // A job in every state a restart can find, running leases included: a second
                // initDb is no place for recovery (the leases and fences decide who may pay).
                "INSERT INTO reward_job(job_id, player_id, gold, status, owner, lease_until, fence)"
                        + " VALUES ('job-3', 'player-2', 5, 'IN_PROGRESS', 'worker-B', 1000000000.5, 1)",
                "INSERT INTO reward_job(job_id, player_id, gold, status, owner, lease_until, fence)"
                        + " VALUES ('job-4', 'player-2', 9, 'IN_PROGRESS', 'worker-C', 2.25, 3)",
                "INSERT INTO reward_ledger(job_id) VALUES ('job-1')",
                "INSERT INTO wallet(player_id, gold) VALUES ('player-1', 30)");
        String before = db.dump();
        String tried = "initDb(con) a second time, on a file holding a paid job-1, a pending job-2, a running"
                + " lease (job-3) and an expired one (job-4)";
        try (Connection con = db.open()) {
            Expect.trying(tried).state(db::dump).returns(() -> {
                lab.initDb(con);
                return null;
            });
            db.requireNoOpenTransaction(tried, con);
        }
        Expect.trying(tried).state(db::dump).holds(before.equals(db.dump()), "every row kept: " + before, "changed");
    }

    @Check(id = "ledger-job-id-unique", purpose = "the ledger really refuses a second row, or a NULL row, for a job id")
    void ledgerJobIdUnique(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.execute("INSERT INTO reward_ledger(job_id) VALUES ('job-1')");
        Expect.trying("initDb(con), then inserting job_id 'job-1' into reward_ledger a second time")
                .state(db::dump).throwsA(SQLException.class, () -> {
                    db.execute("INSERT INTO reward_ledger(job_id) VALUES ('job-1')");
                    return null;
                });
        Expect.trying("initDb(con), then inserting a NULL job_id into reward_ledger (NULLs would slip past UNIQUE)")
                .state(db::dump).throwsA(SQLException.class, () -> {
                    db.execute("INSERT INTO reward_ledger(job_id) VALUES (NULL)");
                    return null;
                });
        Expect.trying("counting the ledger rows afterwards").state(db::dump)
                .holds(db.ledgerRows() == 1, "exactly 1 row", db.ledgerRows());
    }

    @Check(id = "init-is-one-transaction",
            purpose = "when creating one table fails, initDb leaves no table behind, no open transaction, and fails")
    void initIsOneTransaction(BatchLab lab) throws Exception {
        for (String blocked : BatchDb.TABLES) {
            BatchDb db = BatchDb.at(dir, "blocked-" + blocked + ".db");
            db.execute("CREATE TABLE blocker(x)", "CREATE INDEX " + blocked + " ON blocker(x)");
            String tried = "initDb(con) on a file where an index is already named " + blocked
                    + ", so that creating the table " + blocked + " fails";
            Attempt attempt = Expect.trying(tried).state(() -> Values.show(
                    DbState.rows(db.file, "SELECT type, name FROM sqlite_master ORDER BY name")));
            try (Connection con = db.open()) {
                Exception failure = attempt.throwsA(Exception.class, () -> {
                    lab.initDb(con);
                    return null;
                });
                Stubs.rethrowIfStub(failure);
                ExceptionKinds.requireDatabaseError(attempt, failure);
                db.requireNoOpenTransaction(tried, con);
            }
            List<String> created = new ArrayList<>();
            for (String table : BatchDb.TABLES) {
                if (DbState.tableExists(db.file, table)) {
                    created.add(table);
                }
            }
            attempt.holds(created.isEmpty(), "no table created: the failure rolls back the whole initialisation",
                    "created " + created);
        }
    }

    @Check(id = "generated-init-calls",
            purpose = "generated sequences of the calls of steps 1 to 1 (initDb again on jobs a crashed run left in every state in half of them), with ids, gold, clocks, ttls and fences at the contract's edges and writes the grader makes fail, return and store what the contract's model says after every call and leave no transaction open")
    void generatedInitCalls(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new BatchExplored(instances, dir, context), new BatchGenerator(1, BatchGenerator.CALLS));
    }
}
