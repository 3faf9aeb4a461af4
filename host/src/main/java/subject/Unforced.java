package subject;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The ways the submission went around the grader's gate: a schedule of a file it reached so
 * cannot be forced, and the judge, told at the start and the end of each schedule, reports
 * that as its own limit instead of taking a verdict from the run. Some hold for every file
 * (the submission links sqlite-jdbc's internal classes), others for the files of one
 * connection (it took the connection's native handle). Plain facts: the judge decides.
 */
final class Unforced {
    /** A handful of distinct reasons is all a message needs. */
    private static final int MOST_REASONS = 8;
    private static final Set<String> EVERYWHERE = ConcurrentHashMap.newKeySet();
    private static final Map<Object, Set<String>> BY_FILE = new ConcurrentHashMap<>();

    private Unforced() {
    }

    /** No schedule of any file can be forced from now on. */
    static void everywhere(String why) {
        if (EVERYWHERE.size() < MOST_REASONS) {
            EVERYWHERE.add(why);
        }
    }

    /** No schedule of {@code files} can be forced from now on. */
    static void on(Collection<String> files, String why) {
        for (String file : files) {
            Schedules.keyOf(file).ifPresent(key -> {
                Set<String> reasons = BY_FILE.computeIfAbsent(key, k -> ConcurrentHashMap.newKeySet());
                if (reasons.size() < MOST_REASONS) {
                    reasons.add(why);
                }
            });
        }
    }

    /** Why a schedule of the file {@code key} stands for cannot be forced; empty: nothing known. */
    static List<String> of(Object key) {
        Set<String> all = new LinkedHashSet<>(EVERYWHERE);
        all.addAll(BY_FILE.getOrDefault(key, Set.of()));
        return new ArrayList<>(all);
    }
}
