package grader.check.schedule;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import grader.check.Progress;
import grader.check.Stubs;
import grader.check.SubjectSide;
import grader.check.http.LoopbackPosts;
import grader.check.schedule.Gatekeeper.Phase;
import grader.subject.CallLabel;

/**
 * Runs actors against one database file in an order the grader forces, in the manner of
 * PostgreSQL's isolation tester: every statement an actor runs on the file waits at a gate;
 * once every actor is at its gate, waits for a lock, is done, or cannot move, the schedule
 * picks whose statement goes next; a statement that waits for a lock lets the others go, and
 * tries again whenever another statement ended. The order never depends on how fast the
 * machine is: each wait ends on an actor's progress, none on a clock.
 */
public final class ForcedRun {
    private static final long POLL_MILLIS = 5;
    /**
     * How long the subject may keep moving without any actor reaching a gate, returning or
     * waiting for a lock before the grader gives up on the run (an error, not a verdict): far
     * beyond what a correct claim spends between two statements, inside the check's own limit.
     */
    private static final long NO_PROGRESS_MILLIS = 5000;
    /** How long a request of a run waits for its answer: the schedule, not the server, is what takes long. */
    private static final int ANSWER_MILLIS = 30_000;
    /** After the run is over, how long a call that is still out may take to return before it is reported as not returning. */
    private static final long RETURN_SECONDS = 10;

    private final Path db;
    private final List<Actor> actors;
    /** The calls whose connections are the actors; empty: the actors are the calls. */
    private final Set<String> perConnectionCalls;
    private final int expectedConnections;
    /** Whether a call may end without any statement at the gate (see {@link #allowingCallsWithoutSql}). */
    private final boolean callsWithoutSql;
    /** Whether a thread of the submission that sleeps counts as still (see {@link #withPollingThreads}). */
    private final boolean pollersStill;
    /** Whether each thread, not each connection, is an actor ({@link #perThread}). */
    private final boolean byThread;

    private ForcedRun(Path db, List<Actor> actors, Set<String> perConnectionCalls, int expectedConnections,
            boolean callsWithoutSql, boolean pollersStill, boolean byThread) {
        this.db = db;
        this.actors = List.copyOf(actors);
        this.perConnectionCalls = perConnectionCalls;
        this.expectedConnections = expectedConnections;
        this.callsWithoutSql = callsWithoutSql;
        this.pollersStill = pollersStill;
        this.byThread = byThread;
    }

    /**
     * The same run, where a call that runs no SQL at all is an outcome, not a schedule the
     * grader could not drive: generated calls race, and one refused before it touches the
     * database (a bad ttl) is still correct. A call whose SQL went around the gate then only
     * makes its race less forced; the race checks proper keep the rule.
     */
    public ForcedRun allowingCallsWithoutSql() {
        return new ForcedRun(db, actors, perConnectionCalls, expectedConnections, true, pollersStill, byThread);
    }

    /**
     * The same run, where a thread of the submission that sleeps for a while (a coordinator
     * that polls its workers' progress, a pool waiting for its tasks with a timeout) counts as
     * still: the contract leaves a batch run's threads to the submission, and such a thread
     * moves only on a clock, so waiting for it to stand still would wait for ever. A statement
     * it reaches after its sleep joins the choices from then on.
     */
    public ForcedRun withPollingThreads() {
        return new ForcedRun(db, actors, perConnectionCalls, expectedConnections, callsWithoutSql, true, byThread);
    }

    /** Each actor's statements are its steps: two claims, or a call and the grader's own transaction. */
    public static ForcedRun of(Path db, Actor... actors) {
        return new ForcedRun(db, List.of(actors), Set.of(), 0, false, false, false);
    }

    /**
     * Calls whose connections, all of them, are the actors (C1, C2, ... as they open):
     * claimMany's claims, a batch run's workers, two batch runs over one file. Up to
     * {@code expected} connections in all are waited for before each choice; fewer, when no
     * more come.
     */
    public static ForcedRun perConnection(Path db, int expected, Actor.Call... calls) {
        Set<String> names = new LinkedHashSet<>();
        for (Actor.Call call : calls) {
            names.add(call.name());
        }
        return new ForcedRun(db, List.of(calls), names, expected, false, false, false);
    }

    /**
     * Requests to a server of the submission, where each thread that runs a statement is an
     * actor (T1, T2, ... in the order of their names), whichever connection it uses: handlers
     * that share one connection are two actors on it. Up to {@code expected} threads are waited
     * for before each choice, until the requests are all taken in by the server (the kernel
     * holds none of them) and the subject stands still; fewer, when a server runs its requests
     * on fewer threads. A server's own timer threads sleep: they count as still.
     */
    public static ForcedRun perThread(Path db, int expected, Actor.Requests requests) {
        return new ForcedRun(db, List.of(requests), Set.of(requests.name()), expected, false, true, true);
    }

    /**
     * One run under {@code schedule}; a run that cannot go on, or whose statements the
     * submission ran around the gate (the subject says so when the schedule begins and ends),
     * throws {@link ScheduleStuck}.
     */
    public RaceResult run(Schedule schedule) throws InterruptedException {
        Trace trace = new Trace();
        SubjectSide.Hooks subject = SubjectSide.current()
                .orElseThrow(() -> new ScheduleStuck("the submission does not run in a subject process", trace));
        List<String> names = perConnectionCalls.isEmpty() ? actors.stream().map(Actor::name).toList() : List.of();
        Gatekeeper gates = new Gatekeeper(names, perConnectionCalls, byThread);
        List<String> before = subject.schedule(db, gates);
        if (!before.isEmpty()) {
            subject.schedule(db, null);
            throw unforced(before, trace);
        }
        Map<String, FutureTask<Object>> calls = new LinkedHashMap<>();
        Throwable ended = null;
        try {
            List<Actor.Requests> requests = actors.stream().filter(a -> a instanceof Actor.Requests)
                    .map(a -> (Actor.Requests) a).toList();
            AtomicBoolean sent = new AtomicBoolean(requests.isEmpty());
            actors.forEach(actor -> calls.put(actor.name(), start(actor, gates, sent)));
            Stillness stillness = requests.isEmpty() ? new Stillness(subject, pollersStill)
                    : new Stillness(subject, pollersStill, requests.get(0).port(), sent::get);
            Driver driver = new Driver(gates, trace, stillness, calls);
            int most = driver.drive(schedule);
            rethrowStubs(calls);
            driver.requireScheduled();
            RaceResult result = new RaceResult(outcomes(calls), trace, most, schedule);
            // A run that went to its end is the check getting on: its time limit starts again, so
            // that a check of many runs is ended for a run that hangs, not for a loaded machine.
            Progress.report();
            return result;
        } catch (RuntimeException | InterruptedException | Error e) {
            ended = e;
            throw e;
        } finally {
            gates.open();
            List<String> after = subject.schedule(db, null);
            outcomes(calls);
            requireForced(after, trace, ended);
        }
    }

    /**
     * A call that is still a starter stub ran no SQL, so none of its statements reached the
     * gate: it is "not implemented", not a schedule the grader could not drive.
     */
    private static void rethrowStubs(Map<String, FutureTask<Object>> calls) throws InterruptedException {
        for (FutureTask<Object> call : calls.values()) {
            if (call.isDone()) {
                try {
                    Stubs.rethrowIfStub(call.get());
                } catch (ExecutionException cannotHappen) {
                    // start's task returns what its call threw instead of throwing it.
                }
            }
        }
    }

    /**
     * No verdict from a run whose statements went around the gate: the grader's limit, said
     * as such, in place of whatever else the run ended with (kept as suppressed).
     */
    private static void requireForced(List<String> reasons, Trace trace, Throwable ended) {
        if (!reasons.isEmpty()) {
            ScheduleStuck stuck = unforced(reasons, trace);
            if (ended != null) {
                stuck.addSuppressed(ended);
            }
            throw stuck;
        }
    }

    private static ScheduleStuck unforced(List<String> reasons, Trace trace) {
        return new ScheduleStuck("the grader cannot force the order of the submission's statements: "
                + String.join("; ", reasons), trace);
    }

    private FutureTask<Object> start(Actor actor, Gatekeeper gates, AtomicBoolean sent) {
        FutureTask<Object> task = new FutureTask<>(() -> {
            try {
                if (actor instanceof Actor.Requests requests) {
                    return post(requests, gates, sent);
                }
                return actor instanceof Actor.Call call ? CallLabel.as(call.name(), call.call()::run)
                        : GraderTransaction.run((Actor.GraderSql) actor, gates);
            } catch (Exception | Error e) {
                return e;
            } finally {
                gates.returned(actor.name());
            }
        });
        Thread thread = new Thread(task, "forced-" + actor.name());
        thread.setDaemon(true);
        thread.start();
        return task;
    }

    /** Sends the requests, says they are out, and waits for their answers. */
    private static List<Object> post(Actor.Requests requests, Gatekeeper gates, AtomicBoolean sent) throws IOException {
        try (LoopbackPosts posts = LoopbackPosts.send(requests.port(), requests.path(), requests.bodies())) {
            sent.set(true);
            gates.heard();
            return posts.answers(ANSWER_MILLIS);
        }
    }

    private static Map<String, Object> outcomes(Map<String, FutureTask<Object>> calls) throws InterruptedException {
        Map<String, Object> outcomes = new LinkedHashMap<>();
        for (Map.Entry<String, FutureTask<Object>> call : calls.entrySet()) {
            try {
                outcomes.put(call.getKey(), call.getValue().get(RETURN_SECONDS, TimeUnit.SECONDS));
            } catch (TimeoutException e) {
                outcomes.put(call.getKey(), "(no return within " + RETURN_SECONDS + " s after the schedule ended)");
            } catch (ExecutionException e) {
                outcomes.put(call.getKey(), e.getCause());
            }
        }
        return outcomes;
    }

    /** The loop of one run: settle, let waiting statements try again, pick, let one statement go. */
    private final class Driver {
        private final Gatekeeper gates;
        private final Trace trace;
        private final Stillness stillness;
        private final Map<String, FutureTask<Object>> calls;
        private final Set<String> graderActors = new TreeSet<>();
        /** Actors the judge plays without a call of the subject (requests to its server): no subject thread works for them. */
        private final Set<String> judgeCalls = new TreeSet<>();
        /** What the gates looked like when the subject was last found still: no new actor comes until that changes. */
        private long stillAt = -1;
        private long lastHeard = -1;
        private long heardAt = System.nanoTime();
        /** The count of ended statements when every waiting statement was last let try again regardless (see {@link #retryStale}). */
        private long staleAt = -1;

        Driver(Gatekeeper gates, Trace trace, Stillness stillness, Map<String, FutureTask<Object>> calls) {
            this.gates = gates;
            this.trace = trace;
            this.stillness = stillness;
            this.calls = calls;
            actors.stream().filter(a -> a instanceof Actor.GraderSql).forEach(a -> graderActors.add(a.name()));
            actors.stream().filter(a -> a instanceof Actor.Requests).forEach(a -> judgeCalls.add(a.name()));
        }

        int drive(Schedule schedule) throws InterruptedException {
            int most = 0;
            while (true) {
                boolean stalled = settle();
                gates.nameNewcomers();
                if (retryWaiting() || retryStale()) {
                    continue;
                }
                List<String> ready = gates.where(s -> s.phase == Phase.AT_GATE);
                if (ready.isEmpty()) {
                    boolean allDone = gates.where(s -> s.phase != Phase.DONE).isEmpty();
                    if (allDone && running().isEmpty()) {
                        return most;
                    }
                    // Every connection so far closed while a call is still out: it is on its way
                    // back, or opens another connection (a thread woken by the last claim may not
                    // have run yet on a loaded machine), so it is waited for, not given up on.
                    boolean onItsWayBack = allDone && !perConnectionCalls.isEmpty();
                    if (stalled && gates.where(s -> s.phase == Phase.BUSY).isEmpty()
                            && !((pollersStill || onItsWayBack) && recentlyHeard())) {
                        throw new ScheduleStuck("no actor can go on: " + gates.where(s -> s.phase != Phase.DONE)
                                + " neither reached a statement nor returned", trace);
                    }
                    // A statement waits out its busy timeout, or a call is on its way back.
                    gates.awaitChange(gates.events(), POLL_MILLIS);
                    continue;
                }
                most = Math.max(most, ready.size());
                String pick = schedule.pick(ready, trace);
                trace.add(pick, gates.statementOf(pick));
                gates.letGo(pick);
                gates.awaitStep(pick);
                // Not ||: takeRefused also clears the mark for the actor's next statement.
                if (gates.phaseOf(pick) == Phase.BUSY | gates.takeRefused(pick)) {
                    trace.waited(pick);
                }
            }
        }

        /**
         * A call that threw before any statement (its own exception, a refusal) is an outcome the
         * check judges, not a schedule the grader could not drive: it raced nothing.
         */
        private boolean threw(String actor) {
            FutureTask<Object> call = calls.get(actor);
            try {
                return call.isDone() && call.get() instanceof Throwable;
            } catch (ExecutionException e) {
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }

        /**
         * Whether a gate or a call was heard from within {@link #NO_PROGRESS_MILLIS}: while so, a
         * run where nobody stands at a gate may still go on (a sleeper wakes, a call returns).
         */
        private boolean recentlyHeard() {
            long seen = gates.events();
            if (seen != lastHeard) {
                lastHeard = seen;
                heardAt = System.nanoTime();
            }
            return (System.nanoTime() - heardAt) / 1_000_000 <= NO_PROGRESS_MILLIS;
        }

        /** Every call actor reached the gate at least once: else its statements ran around the grader's schedule. */
        void requireScheduled() {
            if (byThread && trace.size() == 0) {
                throw new ScheduleStuck("no statement the server ran for the requests reached the gate: it ran its"
                        + " SQL on a connection not opened through sqlite-jdbc's driver, or another file", trace);
            }
            for (Actor actor : actors) {
                if (actor instanceof Actor.Call && perConnectionCalls.isEmpty() && !callsWithoutSql
                        && trace.stepsOf(actor.name()) == 0 && !threw(actor.name())) {
                    throw new ScheduleStuck("no statement of " + actor.name() + " reached the gate: it ran its SQL on a"
                            + " thread its call did not start, or on a connection not opened through sqlite-jdbc's"
                            + " driver (DriverManager, SQLiteConfig, SQLiteDataSource, org.sqlite.JDBC)", trace);
                }
            }
        }

        /**
         * Waits until no actor is on its way (each at its gate, waiting for a lock, done, or found
         * unable to move); true when it ended because nothing moved.
         */
        private boolean settle() {
            int quiet = 0;
            long lastEvent = gates.events();
            long since = System.nanoTime();
            while (true) {
                long seen = gates.events();
                if (!moving()) {
                    return false;
                }
                if (seen != lastEvent) {
                    lastEvent = seen;
                    since = System.nanoTime();
                } else if ((System.nanoTime() - since) / 1_000_000 > NO_PROGRESS_MILLIS) {
                    throw new ScheduleStuck("for " + NO_PROGRESS_MILLIS + " ms no actor reached a statement, waited for"
                            + " a lock or returned, while threads of the submission kept running; last seen: "
                            + stillness.lastSeen(), trace);
                }
                gates.awaitChange(seen, POLL_MILLIS);
                if (gates.events() != seen || !graderActorsStill()) {
                    quiet = 0;
                    continue;
                }
                quiet = stillness.still(held(), subjectCalls()) && gates.events() == seen ? quiet + 1 : 0;
                if (quiet >= Stillness.QUIET_ANSWERS) {
                    gates.markStalled(gates.where(s -> s.phase == Phase.AWAY));
                    stillAt = snapshot();
                    return true;
                }
            }
        }

        private boolean moving() {
            boolean onTheirWay = !gates.where(s -> s.phase == Phase.AWAY && !s.stalled || s.phase == Phase.RUNNING
                    || s.go || s.retry).isEmpty();
            return onTheirWay || mayAppear();
        }

        /**
         * claimMany may still open another claim's connection (fewer than expected so far), or
         * return, and it was not found still since the gates last changed.
         */
        private boolean mayAppear() {
            return perConnectionCalls.stream().anyMatch(call -> !calls.get(call).isDone())
                    && (gates.connectionActors() < expectedConnections
                        || gates.where(s -> s.phase != Phase.DONE).isEmpty())
                    && stillAt != snapshot();
        }

        private long snapshot() {
            return gates.ends() * 1000 + gates.connectionActors();
        }

        private boolean graderActorsStill() {
            return gates.where(s -> s.phase == Phase.AWAY).stream().noneMatch(graderActors::contains);
        }

        private int held() {
            return (int) gates.where(s -> s.phase == Phase.AT_GATE || s.phase == Phase.BUSY).stream()
                    .filter(name -> !graderActors.contains(name)).count();
        }

        /** The calls still out that a thread of the subject works for. */
        private Set<String> subjectCalls() {
            Set<String> out = running();
            out.removeAll(judgeCalls);
            return out;
        }

        private Set<String> running() {
            Set<String> out = new TreeSet<>();
            calls.forEach((name, call) -> {
                if (!call.isDone() && !graderActors.contains(name)) {
                    out.add(name);
                }
            });
            return out;
        }

        /**
         * Lets the statements that wait for a lock try again, in name order, once something ended
         * since their last try; true as soon as one got it. The others wait until the run settled
         * again: the one that got its lock goes on in code of its own (an autocommit statement
         * commits when its rows are read to the end, outside any gate), and a second retry beside
         * it raced it for the lock; the winner then depended on timing, and a writer's commit that
         * met a retrying statement's brief read lock was left waiting with no statement to end.
         */
        private boolean retryWaiting() {
            long ends = gates.ends();
            return retry(gates.where(s -> s.phase == Phase.BUSY && s.triedAt < ends));
        }

        private boolean retry(List<String> waiting) {
            for (String name : waiting) {
                gates.letRetry(name);
                gates.awaitRetried(name);
                if (gates.phaseOf(name) != Phase.BUSY) {
                    return true;
                }
            }
            return false;
        }

        /**
         * When every actor still out waits for a lock (or was found still in its own code) and
         * none may try again, lets each try once more, once per statement ended: a lock can be let
         * go between statements (a commit when a result is read to its end, a closed result), so
         * the last statement that ended is not always what freed it. A lock truly held for ever
         * is tried once and then waited out as before.
         */
        private boolean retryStale() {
            long ends = gates.ends();
            List<String> waiting = gates.where(s -> s.phase == Phase.BUSY);
            boolean stale = !waiting.isEmpty() && staleAt != ends
                    && gates.where(s -> s.phase != Phase.DONE && s.phase != Phase.BUSY
                            && !(s.phase == Phase.AWAY && s.stalled)).isEmpty();
            if (!stale) {
                return false;
            }
            staleAt = ends;
            return retry(waiting);
        }
    }
}
