package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.FreshInstances;
import grader.check.explore.Exploration;
import grader.check.LabStep;
import grader.check.db.Sqlite;
import grader.check.schedule.Actor;
import grader.check.schedule.ConnectionActors;
import grader.check.schedule.Orders;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedule;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "inbox", step = 8, title = "the same id at once is applied once; busy is never done")
class Step8ConcurrencyChecks {
    /** Shorter than how long the grader holds the lock, so receive must give up with an error. */
    private static final int SHORT_BUSY_MILLIS = 200;
    private static final long HOLD_LIMIT_MILLIS = 3000;
    /** The racing receives' busy timeout: they wait for the lock, as a worker's connection would. */
    private static final int BUSY_MILLIS = 5000;
    /** Seeded orders run beside round robin and each actor alone, for more than two actors. */
    private static final int SEEDED_ORDERS = 3;

    @TempDir
    Path dir;

    @Check(id = "second-connection-sees-first", happyPath = true,
            purpose = "snack-7/7 received on one connection and then on another is applied once: true, then false, total 7")
    void secondConnectionSeesFirst(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection first = Sqlite.open(db, 5000); Connection second = Sqlite.open(db, 5000)) {
            Sink.applyNew(lab, first, db, "snack-7", 7);
            String tried = "receive(second connection, {id=\"snack-7\", qty=7}, null) after the first connection applied it";
            Expect.trying(tried).state(() -> Sink.dump(db)).returns(false, () -> lab.receive(second, Sink.event("snack-7", 7), null));
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
        }
    }

    @Check(id = "two-at-once-applied-once",
            purpose = "two receives of the same new id on two connections, their statements in every order that matters: one true, one false, the qty added once, in each")
    void twoAtOnceAppliedOnce(InboxLab lab, CheckContext context) throws Exception {
        Path db = Sink.initialised(lab, dir);
        Random random = context.random();
        long[] total = {0};
        try (ConnectionActors actors = ConnectionActors.open(db, 2, () -> Sqlite.open(db, BUSY_MILLIS))) {
            Orders.preemptionsOf("A", Orders.MOST_PREEMPTIONS, schedule -> sameIdRun(lab, db, actors, schedule, random,
                    total));
        }
    }

    @Check(id = "eight-at-once-applied-once",
            purpose = "eight receives of the same new id on eight connections, their statements round robin from the first and the last and in seeded orders: exactly one true, the rest false, the qty added once")
    void eightAtOnceAppliedOnce(InboxLab lab, CheckContext context) throws Exception {
        Path db = Sink.initialised(lab, dir);
        Random random = context.random();
        long[] total = {0};
        try (ConnectionActors actors = ConnectionActors.open(db, 8, () -> Sqlite.open(db, BUSY_MILLIS))) {
            for (Schedule schedule : actors.schedules(random, SEEDED_ORDERS)) {
                sameIdRun(lab, db, actors, schedule, random, total);
            }
        }
    }

    /** One run: every actor receives its own copy of one new event; one true, the rest false, its qty added once. */
    private static RaceResult sameIdRun(InboxLab lab, Path db, ConnectionActors actors, Schedule schedule,
            Random random, long[] total) throws Exception {
        String id = "race-" + Integer.toHexString(random.nextInt(1 << 24));
        long qty = 1 + random.nextInt(1000);
        RaceResult result = actors.race(schedule, (actor, con) -> lab.receive(con, Sink.event(id, qty), null));
        total[0] += qty;
        Attempt attempt = Expect.trying(actors.names().size() + " receives of {id=\"" + id + "\", qty=" + qty
                + "}, each on its own connection (actors " + String.join(", ", actors.names()) + "), their statements"
                + " in the order the grader forced; " + result.shown()).state(() -> Sink.dump(db));
        List<String> seen = outcomes(result);
        attempt.holds(result.outcomes().values().stream().allMatch(o -> o instanceof Boolean),
                "each receive returns true or false: the lookup and the writes must be inside one BEGIN IMMEDIATE "
                        + "(a busy error: the transaction did not take the write lock first; a primary-key "
                        + "error: the lookup ran before the lock)", seen);
        long winners = result.outcomes().values().stream().filter(Boolean.TRUE::equals).count();
        attempt.holds(winners == 1, "exactly one true", winners + " winners: " + seen);
        Object stored = Sink.total(db);
        attempt.holds(stored instanceof Number && ((Number) stored).longValue() == total[0],
                "stock total " + total[0] + " (each run's qty added once)", "stock total " + stored);
        return result;
    }

    private static List<String> outcomes(RaceResult result) {
        List<String> seen = new ArrayList<>();
        result.outcomes().forEach((actor, outcome) -> {
            Race.rethrowStub(outcome);
            seen.add(actor + ": " + Race.describe(outcome));
        });
        return seen;
    }

    @Check(id = "different-ids-at-once-all-counted",
            purpose = "receives of three different new ids while another writer adds to the total, their statements and the writer's in forced orders: every qty is counted (the total is read inside the lock)")
    void differentIdsAtOnceAllCounted(InboxLab lab, CheckContext context) throws Exception {
        Path db = Sink.initialised(lab, dir);
        Random random = context.random();
        try (ConnectionActors actors = ConnectionActors.open(db, 3, () -> Sqlite.open(db, BUSY_MILLIS))) {
            long expected = 0;
            List<Map<String, Object>> rows = new ArrayList<>();
            int run = 0;
            for (Schedule schedule : actors.schedules(random, SEEDED_ORDERS)) {
                run++;
                Map<String, Map<String, Object>> events = new LinkedHashMap<>();
                long sum = 1;
                for (String actor : actors.names()) {
                    long qty = 1 + random.nextInt(1000);
                    events.put(actor, Sink.event("e-" + run + "-" + actor, qty));
                    sum += qty;
                    rows.add(Sink.row("e-" + run + "-" + actor, qty));
                }
                String writer = "w-" + run;
                rows.add(Sink.row(writer, 1));
                expected += sum;
                Actor other = new Actor.GraderSql("grader", db, List.of("BEGIN IMMEDIATE",
                        "INSERT INTO inbox(id, qty) VALUES ('" + writer + "', 1)",
                        "UPDATE stock SET total = total + 1 WHERE id = 1", "COMMIT"));
                RaceResult result = actors.race(schedule, (actor, con) -> lab.receive(con,
                        new LinkedHashMap<>(events.get(actor)), null), other);
                String tried = "receives of " + events.values() + " on three connections (A, B, C), while the grader's"
                        + " own connection stores " + writer + "/1 and adds 1 to the total in one transaction, their"
                        + " statements in the order the grader forced; " + result.shown();
                Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
                List<String> seen = outcomes(result);
                attempt.holds(actors.names().stream().allMatch(a -> Boolean.TRUE.equals(result.outcomes().get(a))),
                        "true for each of the three new ids", seen);
                rows.sort(Comparator.comparing(row -> (String) row.get("id")));
                Sink.requireState(db, tried, rows, expected);
            }
        }
    }

    @Check(id = "generated-receives-at-once",
            purpose = "generated receives, some two at once on one sink through two instances and connections, their statements in a forced order drawn from the seed: each pair does what one of its two serial orders does, and the rest keeps to the contract's model")
    void generatedReceivesAtOnce(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new InboxExplored(instances, dir, context), new InboxGenerator(8, InboxGenerator.CALLS));
    }

    @Check(id = "busy-is-an-error-not-done",
            purpose = "when another connection holds the write lock past the busy timeout, receive throws and writes nothing")
    void busyIsAnErrorNotDone(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        String tried = "receive(con with busy_timeout " + SHORT_BUSY_MILLIS + " ms, {id=\"snack-7\", qty=7}, null) while the "
                + "grader's own connection holds the write lock (BEGIN IMMEDIATE) for longer";
        Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
        try (Connection holder = Sqlite.open(db); Statement lock = holder.createStatement();
             Connection con = Sqlite.open(db, SHORT_BUSY_MILLIS); Race.Caller caller = new Race.Caller()) {
            lock.execute("BEGIN IMMEDIATE");
            Future<Object> outcome = caller.call(() -> lab.receive(con, Sink.event("snack-7", 7), null));
            Object result;
            try {
                result = outcome.get(HOLD_LIMIT_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException stillWaiting) {
                lock.execute("ROLLBACK");
                throw attempt.fail("an exception soon after the busy timeout of " + SHORT_BUSY_MILLIS + " ms",
                        "no answer after " + HOLD_LIMIT_MILLIS + " ms: receive kept waiting for the lock");
            }
            lock.execute("ROLLBACK");
            Race.rethrowStub(result);
            attempt.holds(result instanceof Exception, "an exception (busy is not done, and not a duplicate)",
                    "returned " + result);
            Sink.requireState(db, tried, List.of(), 0);
            Sink.requireNoOpenTransaction(con, db, tried);
        }
    }
}
