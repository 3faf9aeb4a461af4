package grader.checks.lease;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import grader.check.Values;
import grader.check.crash.KilledCall;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import grader.labs.Lab;

/**
 * A write call (claim, renew, complete or release) killed at every statement boundary in
 * turn: on copies of the run's database as it stands, a worker process of its own makes the
 * call and is SIGKILLed before its second SQL statement, then (on a new copy) before its
 * third, and so on until the call runs fewer statements and returns. The contract's one
 * BEGIN IMMEDIATE makes every such place either before the call or after it, so each copy
 * must hold the rows as they were or as the call leaves them, never a mix (a claim that took
 * the owner in one statement and raised the fence in another leaves the job held under the
 * old fence). Then the call is made for real, in the grader's JVM, on the run's database.
 */
record KilledAtEveryStatement(Op<LeaseWorld, LeaseModel> write) implements Op<LeaseWorld, LeaseModel> {
    private static final String SCENARIO = "lease.call-stopped-before-statement";
    /** A write of this lab runs a handful of statements; past this many boundaries the sweep stops. */
    private static final int MOST_STATEMENTS = 12;

    KilledAtEveryStatement {
        words(write);
    }

    public String call() {
        return write.call() + ", first in worker processes of its own, each SIGKILLed before one more of its SQL"
                + " statements (before the 2nd, the 3rd, ..., on copies of the database as it stands)";
    }

    public Outcome perform(LeaseWorld world) {
        return Outcome.of(() -> sweep(world));
    }

    private Sweep sweep(LeaseWorld world) throws Exception {
        List<Map<String, Map<String, Object>>> killed = new ArrayList<>();
        List<String> kills = new ArrayList<>();
        String end = "(no process ran fewer than " + MOST_STATEMENTS + " statements)";
        // Before its first statement a call has written nothing: the sweep starts at the second.
        for (int n = 2; n <= MOST_STATEMENTS; n++) {
            JobsDb copy = copyOf(world.db(), "killed-before-" + n);
            List<Object> args = new ArrayList<>(List.of(copy.path, n));
            args.addAll(words(write));
            String ended = KilledCall.beforeStatement(world.context(), Lab.LEASE, n, SCENARIO, args.toArray());
            if (!ended.startsWith(KilledCall.killedBeforeStatement(n))) {
                end = "the process to be killed before statement " + n + ": " + ended;
                break;
            }
            kills.add(ended);
            killed.add(LeaseExplored.storedRows(copy));
        }
        return new Sweep(String.valueOf(words(write).get(1)), kills, killed, end, write.perform(world));
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
        String id = String.valueOf(words(write).get(1));
        String description = "each process killed before a statement leaves the rows as before the call (" + id + ": "
                + Values.show(before.get(id)) + "), or as after it (" + Values.show(after.get(id)) + "), every other"
                + " row untouched; the process that runs out of"
                + " statements first " + returned + "; and the call in the grader's JVM " + real.description();
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

    /**
     * The id the call writes, where each process was killed (before which statement, and its first words), the rows it
     * left, how the first process that was not killed ended, and the call made for real.
     */
    record Sweep(String id, List<String> kills, List<Map<String, Map<String, Object>>> killed, String end, Outcome real) {
        boolean keeps(Map<String, Map<String, Object>> before, Map<String, Map<String, Object>> after, String returned) {
            return killed.stream().allMatch(rows -> same(before, rows) || same(after, rows))
                    && end.endsWith(": " + returned);
        }

        private static boolean same(Map<String, Map<String, Object>> expected, Map<String, Map<String, Object>> actual) {
            return expected.keySet().equals(actual.keySet())
                    && expected.keySet().stream().allMatch(id -> Values.same(expected.get(id), actual.get(id)));
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder();
            for (int i = 0; i < killed.size(); i++) {
                Map<String, Map<String, Object>> rows = new LinkedHashMap<>(killed.get(i));
                out.append(kills.get(i)).append(": ").append(id).append(": ").append(Values.show(rows.remove(id)));
                out.append(rows.isEmpty() ? "" : ", other rows " + Values.show(rows)).append("; ");
            }
            return out.append(end).append("; the call in the grader's JVM ").append(real.show()).toString();
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Sweep s && kills.equals(s.kills) && killed.equals(s.killed) && end.equals(s.end)
                    && Objects.equals(real.show(), s.real.show());
        }

        @Override
        public int hashCode() {
            return Objects.hash(kills, killed, end, real.show());
        }
    }
}
