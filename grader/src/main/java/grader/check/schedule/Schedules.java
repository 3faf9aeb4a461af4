package grader.check.schedule;

import java.util.List;
import java.util.Random;

/**
 * The schedules race checks run. With one preemption ({@link #preempt}) every order of two
 * actors that matters for a read-then-write comes up: A reads, B reads and writes, A writes.
 * Round robin interleaves every actor statement by statement; a seeded schedule picks at
 * random, the same picks for the same seed.
 */
public final class Schedules {
    private Schedules() {
    }

    /**
     * {@code first} runs {@code steps} statements, then the others in name order, each on to its
     * end or a wait, then {@code first}; after a statement that met the lock, another actor goes.
     */
    public static Schedule preempt(String first, int steps) {
        return new Schedule() {
            @Override
            public String pick(List<String> ready, Trace trace) {
                String last = trace.last();
                if (trace.lastWaited() && ready.size() > 1) {
                    // A statement that met the lock: another actor goes, or nobody would free it.
                    return ready.stream().filter(a -> !a.equals(last)).findFirst().orElse(last);
                }
                if (ready.contains(first) && trace.stepsOf(first) < steps) {
                    return first;
                }
                if (last != null && !last.equals(first) && ready.contains(last)) {
                    return last;
                }
                return ready.stream().filter(a -> !a.equals(first)).findFirst().orElse(first);
            }

            @Override
            public String describe() {
                return steps == Integer.MAX_VALUE ? first + " first, on its own, then the others"
                        : first + " runs " + steps + " statement(s), then each other actor on to its end, then " + first;
            }
        };
    }

    /** {@code first} runs on to its end (or a wait) before any other actor's statement. */
    public static Schedule alone(String first) {
        return preempt(first, Integer.MAX_VALUE);
    }

    /** One statement of each ready actor in turn, starting with {@code first}. */
    public static Schedule roundRobin(String first) {
        return new Schedule() {
            @Override
            public String pick(List<String> ready, Trace trace) {
                String last = trace.last();
                if (last == null) {
                    return ready.contains(first) ? first : ready.get(0);
                }
                return ready.stream().filter(a -> a.compareTo(last) > 0).findFirst().orElse(ready.get(0));
            }

            @Override
            public String describe() {
                return "one statement of each actor in turn, " + first + " first";
            }
        };
    }

    /** A ready actor picked by {@code random} at every step. */
    public static Schedule seeded(Random random, String name) {
        return new Schedule() {
            @Override
            public String pick(List<String> ready, Trace trace) {
                return ready.get(random.nextInt(ready.size()));
            }

            @Override
            public String describe() {
                return name;
            }
        };
    }
}
