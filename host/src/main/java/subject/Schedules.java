package subject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
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
    private static final Map<Object, StatementGate> GATES = new ConcurrentHashMap<>();
    private static final InheritableThreadLocal<String> CALL = new InheritableThreadLocal<>();
    private static final Map<Thread, String> IN_CALL = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Set<Thread> HELD = Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));

    private Schedules() {
    }

    /**
     * From now on, statements that reach {@code file} go through {@code gate}; null: no longer.
     * Returns the ways the submission went around the gate of this file so far ({@link Unforced}):
     * when the schedule begins, so that the judge need not run it; when it ends, so that the
     * judge does not take a verdict from it.
     */
    static List<String> schedule(String file, StatementGate gate) throws IOException {
        Object key = key(file);
        if (gate == null) {
            GATES.remove(key);
        } else {
            GATES.put(key, gate);
        }
        return Unforced.of(key);
    }

    /** The gate of the first scheduled file among {@code files}, if any. */
    static Optional<StatementGate> gateFor(Collection<String> files) {
        if (GATES.isEmpty()) {
            return Optional.empty();
        }
        for (String file : files) {
            Optional<Object> key = keyOf(file);
            StatementGate gate = key.map(GATES::get).orElse(null);
            if (gate != null) {
                return Optional.of(gate);
            }
        }
        return Optional.empty();
    }

    /** What stands for {@code file} here, if it names one (see {@link #key}). */
    static Optional<Object> keyOf(String file) {
        try {
            return Optional.of(key(file));
        } catch (IOException | RuntimeException notAFile) {
            return Optional.empty();
        }
    }

    /**
     * The same file however it is reached: a link, a relative path, a "..", another hard
     * link to it (its device and inode, when it exists).
     */
    private static Object key(String file) throws IOException {
        Path path = Path.of(file).toAbsolutePath().normalize();
        if (!Files.exists(path)) {
            return path;
        }
        Object inode = Files.readAttributes(path, BasicFileAttributes.class).fileKey();
        return inode != null ? inode : path.toRealPath();
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
