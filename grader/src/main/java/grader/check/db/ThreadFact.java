package grader.check.db;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One thread of the calls under test, as a lock-waiting check sees it: blocked on a monitor,
 * asleep in SQLite's native code (its busy wait), anywhere inside SQLite, or acquiring a lock
 * of java.util.concurrent; its CPU time so far; whether it is a worker of the JDK's common
 * pool, or one of the subject host's own threads (neither is a thread the call started).
 */
record ThreadFact(long id, String name, boolean blocked, boolean sqliteNative, boolean inSqlite, boolean acquiring,
        long cpuNanos, boolean commonPool, boolean host) {
    /** More threads than this in one answer is not a submission under test but a flood. */
    private static final int MOST = 4096;

    /** Facts a subject process sent; an entry that is not one is left out, never trusted. */
    static List<ThreadFact> fromPlain(List<?> sent) {
        List<ThreadFact> facts = new ArrayList<>();
        for (Object entry : sent.subList(0, Math.min(sent.size(), MOST))) {
            if (entry instanceof Map<?, ?> map && map.get("id") instanceof Long id
                    && map.get("cpuNanos") instanceof Long cpu) {
                String name = map.get("name") instanceof String given ? given : "(no name)";
                facts.add(new ThreadFact(id, name, flag(map, "blocked"), flag(map, "sqliteNative"),
                        flag(map, "inSqlite"), flag(map, "acquiring"), cpu, flag(map, "commonPool"), flag(map, "host")));
            }
        }
        return facts;
    }

    private static boolean flag(Map<?, ?> map, String name) {
        return Boolean.TRUE.equals(map.get(name));
    }
}
