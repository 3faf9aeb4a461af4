package subject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import wire.StatementGate;

/**
 * The database files whose statements the judge schedules, each with its gate, and what the
 * judge needs to tell "an actor is on its way" from "nothing will move": the label of the
 * judge's call each thread works for (inherited by the threads a call starts, so a pool's
 * claims carry it) and the threads that wait at a gate or for a retry, where the judge holds them.
 */
final class Schedules {
    private static final Map<Path, StatementGate> GATES = new ConcurrentHashMap<>();
    private static final InheritableThreadLocal<String> CALL = new InheritableThreadLocal<>();
    private static final Map<Thread, String> IN_CALL = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Set<Thread> HELD = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

    private Schedules() {
    }

    /** From now on, connections opened to {@code file} go through {@code gate}; null: no longer. */
    static void schedule(String file, StatementGate gate) throws IOException {
        Path key = key(file);
        if (gate == null) {
            GATES.remove(key);
        } else {
            GATES.put(key, gate);
        }
    }

    static Optional<StatementGate> gateFor(String file) {
        try {
            return Optional.ofNullable(GATES.get(key(file)));
        } catch (IOException | RuntimeException notAFile) {
            return Optional.empty();
        }
    }

    /** The same file however it was spelled: a link, a relative path, a ".." in it. */
    private static Path key(String file) throws IOException {
        Path path = Path.of(file).toAbsolutePath().normalize();
        return Files.exists(path) ? path.toRealPath() : path;
    }

    /** Runs a call of the judge under its label. */
    static void enterCall(String label) {
        CALL.set(label == null ? "" : label);
        IN_CALL.put(Thread.currentThread(), CALL.get());
    }

    static void leaveCall() {
        IN_CALL.remove(Thread.currentThread());
        CALL.remove();
    }

    /** The label of the call {@code thread} works for: its own (inherited) for the current thread, "" for none. */
    static String callOf(Thread thread) {
        String label = thread == Thread.currentThread() ? CALL.get() : IN_CALL.get(thread);
        return label == null ? "" : label;
    }

    static boolean inCall(Thread thread) {
        return IN_CALL.containsKey(thread);
    }

    /** Marks the current thread as in a call of a gate (held there by the judge, or on its way) while {@code held} runs. */
    static <T> T held(Supplier<T> held) {
        HELD.add(Thread.currentThread());
        try {
            return held.get();
        } finally {
            HELD.remove(Thread.currentThread());
        }
    }

    static long heldCount() {
        return HELD.size();
    }

    static boolean isHeld(Thread thread) {
        return HELD.contains(thread);
    }
}
