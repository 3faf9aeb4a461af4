package subject;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;

/**
 * What the judge's lock-waiting checks need to know of this JVM's threads, since it cannot look
 * at them itself: whether each is blocked on a monitor, asleep in SQLite's native code (its
 * busy wait), inside SQLite at all, or acquiring a lock of java.util.concurrent, and its CPU
 * time so far. Plain facts only: the judge decides what they mean.
 */
public final class ThreadFacts {
    private static final String AQS = "java.util.concurrent.locks.AbstractQueuedSynchronizer";
    private static final int NAME_CHARS = 120;
    /** The host's own threads (those serving the judge's calls): never a thread the submission started. */
    private static final Set<Thread> HOST = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

    private ThreadFacts() {
    }

    static void hostOwns(Thread thread) {
        HOST.add(thread);
    }

    static boolean isHostOwned(Thread thread) {
        return HOST.contains(thread);
    }

    /** One entry per live thread, the one answering excepted. */
    static List<Object> now() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isThreadCpuTimeSupported();
        List<Object> facts = new ArrayList<>();
        for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
            Thread thread = entry.getKey();
            if (thread == Thread.currentThread()) {
                continue;
            }
            facts.add(fact(thread, entry.getValue(), cpu ? mx.getThreadCpuTime(thread.getId()) : 0));
        }
        return facts;
    }

    /** The facts of one thread seen with {@code stack}: what {@link #now} sends for each, and what a judge reads of its own. */
    public static Map<String, Object> fact(Thread thread, StackTraceElement[] stack, long cpuNanos) {
        Map<String, Object> fact = new LinkedHashMap<>();
        fact.put("id", thread.getId());
        String name = thread.getName();
        fact.put("name", name.length() > NAME_CHARS ? name.substring(0, NAME_CHARS) : name);
        fact.put("host", HOST.contains(thread));
        fact.put("commonPool", thread instanceof ForkJoinWorkerThread worker && worker.getPool() == ForkJoinPool.commonPool());
        fact.put("blocked", thread.getState() == Thread.State.BLOCKED);
        fact.put("sqliteNative", stack.length > 0 && stack[0].isNativeMethod()
                && stack[0].getClassName().startsWith("org.sqlite."));
        boolean inSqlite = false;
        boolean acquiring = false;
        for (StackTraceElement frame : stack) {
            inSqlite |= frame.getClassName().startsWith("org.sqlite.");
            acquiring |= frame.getMethodName().startsWith("acquire") && frame.getClassName().equals(AQS);
        }
        fact.put("inSqlite", inSqlite);
        fact.put("acquiring", acquiring);
        fact.put("cpuNanos", cpuNanos);
        return fact;
    }
}
