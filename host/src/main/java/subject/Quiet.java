package subject;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Whether anything here can still move on its own: a thread of the submission that runs or
 * sleeps for a while (RUNNABLE, TIMED_WAITING) may still reach a statement; one that waits
 * with no time limit, an idle pool worker, or one the judge holds at a gate, cannot until
 * someone else moves; {@code sleeping} names those of the moving that sleep (for a judge
 * that lets a polling thread count as still), and {@code onSockets} those of the moving that wait
 * in the kernel for a socket (a server's selector, a blocking read or accept: RUNNABLE to Java,
 * yet they move only when bytes come, which the judge can see from outside), and
 * {@code wokenWaiters} how many threads the kernel woke from such a wait that have not run yet
 * ({@link WokenWaiters}; -1: unknown). The
 * JVM's own threads and the host's idle ones are left out; {@code held} counts the threads in
 * a call of a gate (held there, or on their way to the judge). Plain facts: the judge decides.
 */
final class Quiet {
    /** The native frames where a thread waits in the kernel for a socket or a selector of sockets. */
    private static final Set<String> SOCKET_WAITS = Set.of("sun.nio.ch.EPoll.wait",
            "sun.nio.ch.Net.poll", "sun.nio.ch.Net.accept", "sun.nio.ch.SocketDispatcher.read0");

    private Quiet() {
    }

    static Map<String, Object> now() {
        List<Object> moving = new ArrayList<>();
        List<Object> sleeping = new ArrayList<>();
        List<Object> onSockets = new ArrayList<>();
        Set<String> calls = new TreeSet<>();
        for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
            Thread thread = entry.getKey();
            if (Schedules.inCall(thread)) {
                calls.add(Schedules.callOf(thread));
            }
            if (canMove(thread) && !idlePoolWorker(entry.getValue())) {
                moving.add(thread.getName());
                if (thread.getState() == Thread.State.TIMED_WAITING) {
                    sleeping.add(thread.getName());
                }
                if (waitsOnSocket(entry.getValue())) {
                    onSockets.add(thread.getName());
                }
            }
        }
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("moving", moving);
        facts.put("sleeping", sleeping);
        facts.put("onSockets", onSockets);
        facts.put("wokenWaiters", onSockets.isEmpty() ? 0L : WokenWaiters.ofThisProcess());
        facts.put("calls", new ArrayList<>(calls));
        facts.put("held", Schedules.heldCount());
        return facts;
    }

    private static boolean canMove(Thread thread) {
        Thread.State state = thread.getState();
        boolean mayMove = state == Thread.State.RUNNABLE || state == Thread.State.TIMED_WAITING;
        return mayMove && thread != Thread.currentThread() && !Schedules.isHeld(thread) && !jvmOwn(thread)
                && !(ThreadFacts.isHostOwned(thread) && !Schedules.inCall(thread));
    }

    /**
     * A worker of a thread pool or fork-join pool waiting for a task: it sleeps for a while
     * (its keep-alive) but moves only when someone hands it work.
     */
    private static boolean idlePoolWorker(StackTraceElement[] stack) {
        for (StackTraceElement frame : stack) {
            String at = frame.getClassName() + "." + frame.getMethodName();
            if (at.equals("java.util.concurrent.ThreadPoolExecutor.getTask")
                    || at.equals("java.util.concurrent.ForkJoinPool.awaitWork")) {
                return true;
            }
        }
        return false;
    }

    /** Whether the thread's innermost frame is a wait for a socket (nothing of its own runs above it). */
    private static boolean waitsOnSocket(StackTraceElement[] stack) {
        return stack.length > 0 && SOCKET_WAITS.contains(stack[0].getClassName() + "." + stack[0].getMethodName());
    }

    /** The JVM's threads: the system group (reference handler, signals) and its innocuous group (the cleaner). */
    private static boolean jvmOwn(Thread thread) {
        ThreadGroup group = thread.getThreadGroup();
        return group == null || group.getParent() == null || "InnocuousThreadGroup".equals(group.getName());
    }
}
