package grader.checks.lease;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.check.Values;
import grader.check.crash.KilledCall;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import grader.labs.Lab;

/**
 * A write call (claim, renew, complete or release) killed at every statement boundary where
 * the stored rows may have changed: on a copy of the run's database as it stands, a worker
 * process of its own makes the call and reports its statements; then, on a new copy each
 * time, a process makes it again and is SIGKILLed before the statement that follows each one
 * that may write or commit (a read, a BEGIN or a busy timeout changes nothing stored, so the
 * boundary after it holds what the one before it held). The contract's one BEGIN IMMEDIATE
 * makes every such place either before the call or after it, so each copy must hold the rows
 * as they were or as the call leaves them, never a mix (a claim that took the owner in one
 * statement and raised the fence in another leaves the job held under the old fence). Then
 * the call is made for real, in the grader's JVM, on the run's database.
 */
record KilledAtEveryStatement(Op<LeaseWorld, LeaseModel> write) implements Op<LeaseWorld, LeaseModel> {
    private static final String SCENARIO = "lease.call-stopped-before-statement";
    /** A write of this lab runs a handful of statements; past this many the sweep stops. */
    private static final int MOST_STATEMENTS = 16;
    /** Statements that change nothing stored: the boundary after one holds what the one before it held. */
    private static final Set<String> READS = Set.of("SELECT", "VALUES", "EXPLAIN", "SAVEPOINT", "PRAGMA busy_timeout",
            "PRAGMA foreign_keys", "PRAGMA table_info", "PRAGMA database_list");

    KilledAtEveryStatement {
        words(write);
    }

    public String call() {
        return write.call() + ", first in worker processes of its own on copies of the database as it stands: one"
                + " that runs it whole, then one SIGKILLed before each statement that follows a write or a commit";
    }

    public Outcome perform(LeaseWorld world) {
        return Outcome.of(() -> sweep(world));
    }

    private Sweep sweep(LeaseWorld world) throws Exception {
        JobsDb whole = copyOf(world.db(), "counted");
        KilledCall.StatementStop counted = stop(world, whole, 0);
        List<Kill> kills = new ArrayList<>();
        List<String> statements = counted.statements();
        for (int n = 2; n <= Math.min(statements.size(), MOST_STATEMENTS) && counted.returned(); n++) {
            if (READS.contains(statements.get(n - 2)) || statements.get(n - 2).startsWith("BEGIN")) {
                continue;
            }
            JobsDb copy = copyOf(world.db(), "killed-before-" + n);
            KilledCall.StatementStop stop = stop(world, copy, n);
            kills.add(new Kill(stop.killed(), stop.shown(), LeaseExplored.storedRows(copy)));
        }
        return new Sweep(writtenId(), counted.ended(), statements,
                LeaseExplored.storedRows(whole), kills, write.perform(world));
    }

    private KilledCall.StatementStop stop(LeaseWorld world, JobsDb copy, int n) throws Exception {
        List<Object> args = new ArrayList<>(List.of(copy.path, n));
        args.addAll(words(write));
        return KilledCall.beforeStatement(world.context(), Lab.LEASE, n, SCENARIO, args.toArray());
    }

    private static JobsDb copyOf(JobsDb db, String suffix) throws IOException {
        String name = db.file.getFileName().toString().replaceFirst("\\.db$", "") + "-" + suffix + ".db";
        JobsDb copy = JobsDb.at(db.file.getParent(), name);
        for (String tail : List.of("", "-journal", "-wal")) {
            Path from = Path.of(db.file + tail);
            if (Files.exists(from)) {
                Files.copy(from, Path.of(copy.file + tail), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return copy;
    }

    public Expected expect(LeaseModel model) {
        Map<String, Map<String, Object>> before = rows(model);
        LeaseModel afterModel = model.copy();
        Expected real = write.expect(model);
        write.apply(afterModel, real.typical());
        Map<String, Map<String, Object>> after = rows(afterModel);
        String returned = KilledCall.returned(real.typical().value());
        String id = writtenId();
        String description = "the process that runs the call whole " + returned + " and leaves the rows as after the"
                + " call (" + id + ": " + Values.show(after.get(id)) + "); each process killed before a statement leaves"
                + " them as before the call (" + Values.show(before.get(id)) + ") or as after it, every other row"
                + " untouched; and the call in the grader's JVM " + real.description();
        return Expected.of(description, outcome -> !outcome.threw() && outcome.value() instanceof Sweep sweep
                && sweep.keeps(before, after, returned) && real.accepts(sweep.real()), Outcome.returned(null));
    }

    public void apply(LeaseModel model, Outcome actual) {
        Outcome real = actual.value() instanceof Sweep sweep ? sweep.real() : write.expect(model).typical();
        write.apply(model, real);
    }

    private static Map<String, Map<String, Object>> rows(LeaseModel model) {
        Map<String, Map<String, Object>> rows = new LinkedHashMap<>();
        model.jobs.keySet().stream().sorted().forEach(id -> rows.put(id, model.row(id)));
        return rows;
    }

    /** The id of the job the call writes. */
    private String writtenId() {
        return String.valueOf(words(write).get(1));
    }

    /** The call's name and arguments as the child's scenario reads them. */
    private static List<Object> words(Op<LeaseWorld, LeaseModel> write) {
        if (write instanceof LeaseCallOps.Claim c) {
            return List.of("claim", c.id(), c.owner(), c.now(), c.ttl());
        }
        if (write instanceof LeaseCallOps.Renew r) {
            return List.of("renew", r.id(), r.owner(), r.fence(), r.now(), r.ttl());
        }
        if (write instanceof LeaseCallOps.Complete c) {
            return List.of("complete", c.id(), c.owner(), c.fence(), c.now(), c.result());
        }
        if (write instanceof LeaseCallOps.Release r) {
            return List.of("release", r.id(), r.owner(), r.fence());
        }
        throw new IllegalArgumentException("not a write call of the lease: " + write.call());
    }

    /** One process killed before a statement (or, had the call run fewer this time, one that returned) and the rows it left. */
    record Kill(boolean killed, String shown, Map<String, Map<String, Object>> rows) {
    }

    /**
     * The id the call writes; how the process that ran the call whole ended, its statements and
     * the rows it left; each kill; and the call made for real.
     */
    record Sweep(String id, String ended, List<String> statements, Map<String, Map<String, Object>> whole,
            List<Kill> kills, Outcome real) {
        boolean keeps(Map<String, Map<String, Object>> before, Map<String, Map<String, Object>> after, String returned) {
            return ended.equals(returned) && Values.same(after, whole) && kills.stream().allMatch(kill -> kill.killed()
                    ? Values.same(before, kill.rows()) || Values.same(after, kill.rows()) : Values.same(after, kill.rows()));
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder("the process that ran it whole ran ").append(statements)
                    .append(", ").append(ended).append(" and left ").append(shownRows(whole));
            for (Kill kill : kills) {
                out.append("; ").append(kill.shown()).append(": ").append(shownRows(kill.rows()));
            }
            return out.append("; the call in the grader's JVM ").append(real.show()).toString();
        }

        private String shownRows(Map<String, Map<String, Object>> rows) {
            Map<String, Map<String, Object>> others = new LinkedHashMap<>(rows);
            Map<String, Object> written = others.remove(id);
            return id + ": " + Values.show(written) + (others.isEmpty() ? "" : ", other rows " + Values.show(others));
        }
    }
}
