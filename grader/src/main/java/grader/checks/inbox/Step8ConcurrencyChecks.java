package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Collections;
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
import grader.check.LabStep;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "inbox", step = 8, title = "the same id at once is applied once; busy is never done")
class Step8ConcurrencyChecks {
    /** Shorter than how long the grader holds the lock, so receive must give up with an error. */
    private static final int SHORT_BUSY_MILLIS = 200;
    private static final long HOLD_LIMIT_MILLIS = 3000;

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
            purpose = "two receives of the same new id, both started while the grader holds the write lock and released together: one true, one false, every round")
    void twoAtOnceAppliedOnce(InboxLab lab, CheckContext context) throws Exception {
        race(lab, context, 2, 3);
    }

    @Check(id = "eight-at-once-applied-once",
            purpose = "eight receives of the same new id, all started while the grader holds the write lock: exactly one true, the rest false, total raised once")
    void eightAtOnceAppliedOnce(InboxLab lab, CheckContext context) throws Exception {
        race(lab, context, 8, 2);
    }

    private void race(InboxLab lab, CheckContext context, int racers, int rounds) throws Exception {
        Path db = Sink.initialised(lab, dir);
        Random random = context.random();
        try (Race race = new Race(db, racers)) {
            long total = 0;
            for (int round = 1; round <= rounds; round++) {
                String id = "race-" + round + "-" + Integer.toHexString(random.nextInt(1 << 16));
                long qty = 1 + random.nextInt(1000);
                String tried = racers + " receives of {id=\"" + id + "\", qty=" + qty + "} on separate connections, all "
                        + "started while the grader's connection holds the write lock and released together once each "
                        + "waits for it, round " + round + " of " + rounds + " (seed " + context.seed() + ")";
                List<Object> outcomes = race.run(lab, Collections.nCopies(racers, Sink.event(id, qty)));
                total += qty;
                Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
                List<String> seen = outcomes.stream().map(Race::describe).toList();
                attempt.holds(outcomes.stream().allMatch(o -> o instanceof Boolean),
                        "each receive returns true or false: the lookup and the writes must be inside one BEGIN IMMEDIATE "
                                + "(a busy error: the transaction did not take the write lock first; a primary-key "
                                + "error: the lookup ran before the lock)", seen);
                long winners = outcomes.stream().filter(Boolean.TRUE::equals).count();
                attempt.holds(winners == 1, "exactly one true", winners + " winners: " + seen);
                Object stored = Sink.total(db);
                attempt.holds(stored instanceof Number && ((Number) stored).longValue() == total,
                        "stock total " + total + " (each round's qty added once)", "stock total " + stored);
            }
        }
    }

    @Check(id = "different-ids-at-once-all-counted",
            purpose = "receives of different new ids waiting while another writer adds to the total: every qty is counted (the total is read inside the lock)")
    void differentIdsAtOnceAllCounted(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        List<Map<String, Object>> events = List.of(Sink.event("e-2", 20), Sink.event("e-3", 300L), Sink.event("e-4", 4000 / 10));
        String tried = "receive e-2/20, e-3/300 and e-4/400 on three connections, all started while the grader's connection "
                + "holds the write lock, in which it stores e-1/1 and adds 1 to the total before it commits";
        try (Race race = new Race(db, events.size())) {
            List<Object> outcomes = race.run(lab, events, "INSERT INTO inbox(id, qty) VALUES ('e-1', 1)",
                    "UPDATE stock SET total = total + 1 WHERE id = 1");
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            List<String> seen = outcomes.stream().map(Race::describe).toList();
            attempt.holds(outcomes.stream().allMatch(Boolean.TRUE::equals), "true for each of the three new ids", seen);
            Sink.requireState(db, tried, List.of(Sink.row("e-1", 1), Sink.row("e-2", 20), Sink.row("e-3", 300),
                    Sink.row("e-4", 400)), 721);
        }
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
