package grader.mutants.worker;

import java.util.Set;
import java.util.stream.Collectors;

/**
 * Tells whether a graded mutant left threads running in the worker. A worker is reused for
 * the next mutant only when none are left, so one mutant's stray thread can never change
 * another mutant's verdict.
 */
final class LeftoverThreads {
    private static final long GRACE_MILLIS = 500;
    private final Set<Thread> before = live();

    /** True when, after a short grace, no thread started since the worker began is alive. */
    boolean noneLeft() {
        long deadline = System.currentTimeMillis() + GRACE_MILLIS;
        while (System.currentTimeMillis() < deadline) {
            if (strays().isEmpty()) {
                return true;
            }
            try {
                Thread.sleep(25);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return strays().isEmpty();
    }

    private Set<Thread> strays() {
        Set<Thread> now = live();
        now.removeAll(before);
        now.removeIf(t -> t.isDaemon() && isJdkHousekeeping(t.getName()));
        return now;
    }

    /** JDK threads that start lazily, live for the whole JVM, and run no submission code. */
    private static boolean isJdkHousekeeping(String name) {
        return name.startsWith("Common-Cleaner") || name.startsWith("process reaper")
                || name.startsWith("Attach Listener") || name.startsWith("InnocuousThread");
    }

    private static Set<Thread> live() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).collect(Collectors.toSet());
    }
}
