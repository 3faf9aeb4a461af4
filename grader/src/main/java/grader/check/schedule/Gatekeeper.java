package grader.check.schedule;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import wire.StatementGate;

/**
 * The judge's end of the gates of one forced run: where each actor is (away in its own code,
 * at its gate, running its statement, waiting for a lock, done), and the waits that hold it.
 * Gate calls come from the subject's threads (call backs) and the grader's own actors; the
 * run's driver reads the states and lets one actor go at a time.
 */
final class Gatekeeper implements StatementGate {
    enum Phase { AWAY, AT_GATE, RUNNING, BUSY, DONE }

    static final class State {
        Phase phase = Phase.AWAY;
        String statement = "";
        boolean go;
        boolean retry;
        long triedAt;
        /** Seen still while away: skipped until it is heard from again. */
        boolean stalled;
        /** The thread of its first statement: what names a connection actor. */
        String thread;
        /** The label of the judge's call its first statement ran for ("" for a thread no call started). */
        String call;
        /** Its statement met the lock and, with a busy timeout of 0, gave up at once (see {@link #takeRefused}). */
        boolean refused;
    }

    /**
     * How long a statement with a positive busy timeout waits at most, while scheduled, for the
     * judge to let it try again (see {@link #busy}): beyond any check's limit, a bound only.
     */
    static final long SCHEDULED_WAIT_MILLIS = 60_000;

    /** A connection actor's name until the next choice names it. */
    private static final String UNNAMED = "~connection-";

    private final Map<String, State> actors = new TreeMap<>();
    /** A connection (its serial) or, by thread, a thread's name: which actor it is. */
    private final Map<Object, String> connectionActors = new LinkedHashMap<>();
    /** By thread: the actor whose statement now runs on a connection (busy and after name only the connection). */
    private final Map<Long, State> runningOn = new LinkedHashMap<>();
    private int named;
    /** The labels of the calls whose connections are the actors (claimMany's claims, runPending's workers); none: actors are calls. */
    private final Set<String> perConnectionCalls;
    /** Whether each thread, not each connection, is an actor (a server's handlers may share one connection). */
    private final boolean byThread;
    private final Set<String> returnedCalls = new HashSet<>();
    private long events;
    private long ends;
    private boolean open;

    Gatekeeper(List<String> names, Set<String> perConnectionCalls, boolean byThread) {
        names.forEach(name -> actors.put(name, new State()));
        this.perConnectionCalls = Set.copyOf(perConnectionCalls);
        this.byThread = byThread;
    }

    @Override
    public void before(String call, long connection, String thread, String statement) {
        synchronized (this) {
            State s = byThread ? actorOf(thread) : stateOf(call, connection);
            // By thread, the requests were all answered: what a server runs after that (a commit
            // after its answer) is no step of the run, and nobody is left to schedule it against.
            if (open || s == null || byThread && s.phase == Phase.DONE) {
                return;
            }
            s.thread = s.thread == null ? thread : s.thread;
            s.call = s.call == null ? call : s.call;
            s.phase = Phase.AT_GATE;
            s.statement = statement;
            changed(s);
            while (!s.go && !open) {
                waitHere(0);
            }
            s.go = false;
            s.phase = Phase.RUNNING;
            if (byThread) {
                runningOn.put(connection, s);
            }
            changed(s);
        }
    }

    @Override
    public boolean busy(String call, long connection, long waitedMillis, long limitMillis) {
        // The lock holder stands at its gate while the judge decides, and each decision waits for
        // the subject to stand still: on a loaded machine eight racers' decisions alone outlast
        // a busy timeout of seconds that is plenty when the holder runs on, and correct code got
        // busy errors. So while the run is scheduled, a positive busy timeout waits for the judge
        // to let the statement try again (after the holder's next statement ends), however long
        // the deciding takes; the judge's own progress bound, and the check's limit, end a holder
        // that never lets go. A zero busy timeout still fails at once, as it would without the grader.
        long left = limitMillis <= 0 ? 0 : SCHEDULED_WAIT_MILLIS;
        synchronized (this) {
            State s = byThread ? runningOn.get(connection) : stateOf(call, connection);
            if (!open && s != null) {
                s.refused |= left == 0;
                s.phase = Phase.BUSY;
                s.triedAt = ends;
                changed(s);
                long deadline = System.nanoTime() + left * 1_000_000;
                while (!s.retry && !open && System.nanoTime() < deadline) {
                    waitHere(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                }
                boolean again = s.retry;
                s.retry = false;
                s.phase = Phase.RUNNING;
                changed(s);
                if (again) {
                    return true;
                }
                if (!open) {
                    return false;
                }
            }
        }
        // Not scheduled (any more): wait as the submission's busy timeout would.
        sleep();
        return waitedMillis < limitMillis;
    }

    @Override
    public void after(String call, long connection) {
        settleAs(call, connection, Phase.AWAY);
    }

    @Override
    public void closed(String call, long connection) {
        // By thread, a closed connection ends one request of a thread that may serve the next.
        if (!perConnectionCalls.isEmpty() && !byThread) {
            settleAs(call, connection, Phase.DONE);
        }
    }

    /**
     * The judge's call of {@code actor} returned; for per-connection actors, every connection of
     * that call is over, and once every such call returned, so is any connection no call's
     * thread opened (a parallel stream's workers of the common pool carry no label).
     */
    synchronized void returned(String actor) {
        if (perConnectionCalls.contains(actor)) {
            returnedCalls.add(actor);
            boolean all = returnedCalls.containsAll(perConnectionCalls);
            actors.values().stream().filter(s -> all || actor.equals(s.call)).forEach(s -> s.phase = Phase.DONE);
        }
        State s = actors.get(actor);
        if (s != null) {
            s.phase = Phase.DONE;
        }
        ends++;
        changed(null);
    }

    private synchronized void settleAs(String call, long connection, Phase phase) {
        State s = byThread ? runningOn.remove(connection) : stateOf(call, connection);
        if (s != null && s.phase != Phase.DONE) {
            s.phase = phase;
            ends++;
            changed(s);
        }
    }

    /**
     * The state of the actor a gate call speaks for: its call, or for claimMany its connection,
     * numbered as they come, whatever thread it runs on (a parallel stream's workers of the
     * common pool were started by no call, so they carry no call's label).
     */
    private State stateOf(String call, long connection) {
        if (perConnectionCalls.isEmpty()) {
            return actors.get(call);
        }
        String name = connectionActors.computeIfAbsent(connection, c -> UNNAMED + c);
        return actors.computeIfAbsent(name, n -> new State());
    }

    /** By thread: the actor of the thread named {@code thread}, numbered as the connection actors are. */
    private State actorOf(String thread) {
        String name = connectionActors.computeIfAbsent(thread, t -> UNNAMED + t);
        return actors.computeIfAbsent(name, n -> new State());
    }

    /**
     * Names the connections that came since the last choice C1, C2, ... in the order of their
     * threads' names (numbers compared as numbers), not the order they happened to arrive in:
     * a fixed pool's worker k runs the k-th task, so Ck is the same owner's claim in every run.
     */
    synchronized void nameNewcomers() {
        List<Map.Entry<Object, String>> newcomers = connectionActors.entrySet().stream()
                .filter(e -> e.getValue().startsWith(UNNAMED)).sorted(Comparator.comparing(
                        (Map.Entry<Object, String> e) -> actors.get(e.getValue()).thread, ThreadNames.ORDER)
                        .thenComparing(Map.Entry::getKey, Gatekeeper::byKey)).toList();
        for (Map.Entry<Object, String> newcomer : newcomers) {
            State s = actors.remove(newcomer.getValue());
            String name = (byThread ? "T" : "C") + (++named);
            actors.put(name, s);
            connectionActors.put(newcomer.getKey(), name);
        }
    }

    /** Something the run waits for happened outside any gate (the judge's requests are out). */
    synchronized void heard() {
        changed(null);
    }

    /** Connection serials in the order they opened; thread names (by thread, one key each) as text. */
    private static int byKey(Object a, Object b) {
        return a instanceof Long x && b instanceof Long y ? Long.compare(x, y) : a.toString().compareTo(b.toString());
    }

    private void changed(State s) {
        if (s != null) {
            s.stalled = false;
        }
        events++;
        notifyAll();
    }

    synchronized long events() {
        return events;
    }

    synchronized long ends() {
        return ends;
    }

    synchronized Phase phaseOf(String actor) {
        return actors.get(actor).phase;
    }

    synchronized String statementOf(String actor) {
        return actors.get(actor).statement;
    }

    /** Waits until the statement let go has ended, waits for a lock, or its actor is done. */
    synchronized void awaitStep(String actor) {
        State s = actors.get(actor);
        while (!open && (s.go || s.phase == Phase.RUNNING)) {
            waitHere(0);
        }
    }

    /** Waits until a statement let try its lock again has tried: it waits again, or went on. */
    synchronized void awaitRetried(String actor) {
        State s = actors.get(actor);
        while (!open && (s.retry || s.phase == Phase.RUNNING)) {
            waitHere(0);
        }
    }

    /** Actor names whose state matches, in name order. */
    synchronized List<String> where(Predicate<State> test) {
        List<String> names = new ArrayList<>();
        actors.forEach((name, s) -> {
            if (test.test(s)) {
                names.add(name);
            }
        });
        return names;
    }

    synchronized int connectionActors() {
        return connectionActors.size();
    }

    synchronized void letGo(String actor) {
        State s = actors.get(actor);
        s.go = true;
        s.refused = false;
        changed(null);
    }

    /**
     * Whether the statement let go last met the lock and gave up at once (a busy timeout of 0):
     * code that retries by itself then stands at the gate again at once, and a schedule that
     * let it go on would spin it against a holder it never lets finish; it counts as a wait.
     */
    synchronized boolean takeRefused(String actor) {
        State s = actors.get(actor);
        boolean refused = s.refused;
        s.refused = false;
        return refused;
    }

    synchronized void letRetry(String actor) {
        actors.get(actor).retry = true;
        changed(null);
    }

    synchronized void markStalled(List<String> names) {
        names.forEach(name -> actors.get(name).stalled = true);
    }

    /** Waits for any change, at most {@code millis}. */
    synchronized void awaitChange(long seen, long millis) {
        if (events == seen) {
            waitHere(millis);
        }
    }

    /** Ends the run: every gate lets everything through from now on. */
    synchronized void open() {
        open = true;
        notifyAll();
    }

    private void waitHere(long millis) {
        try {
            wait(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            open = true;
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
