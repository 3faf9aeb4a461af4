package grader.check.db;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.model.GraderLimit;
import grader.check.SubjectSide;
import grader.process.OsThreads;

/**
 * The threads that may be the calls' at one moment, seen twice: as the subject's host reports
 * them (Java names, the host's and the common pool's left out) and, where the calls run in a
 * subject process, as the kernel lists them from outside. The host's report can be bent by a
 * submission sharing its JVM; the kernel's list cannot, so a thread missing from the report
 * still counts (only a native name like the JVM's or the host's own hides one, see
 * {@link OsThreads}).
 *
 * @param reported Java thread id to name, as reported
 * @param kernel   native thread id to native name (empty when the calls run in this JVM)
 */
public record ThreadSnapshot(Map<Long, String> reported, Map<Long, String> kernel) {
    static final String UNREPORTED = ", not reported by the subject's host (read from /proc/<pid>/task)";

    /** The threads now; {@code group} names them when the calls run in this JVM. */
    public static ThreadSnapshot now(ThreadGroup group) {
        return new ThreadSnapshot(CallThreads.mayBeStarted(group), kernelView());
    }

    private static Map<Long, String> kernelView() {
        Map<Long, String> view = new LinkedHashMap<>();
        SubjectSide.current().ifPresent(subject -> {
            try {
                subject.osThreads().forEach((tid, name) -> {
                    if (OsThreads.maybeTheSubmissions(name)) {
                        view.put(tid, name);
                    }
                });
            } catch (IOException unreadable) {
                GraderLimit limit = new GraderLimit("the grader could not list the subject's threads in /proc (its fault): "
                        + unreadable.getMessage());
                limit.initCause(unreadable);
                throw limit;
            }
        });
        return view;
    }

    /**
     * The names of the threads alive now that were not in {@code before}, leaving out reported
     * thread ids in {@code ignored}; a new kernel thread that no new reported name accounts for
     * is named too.
     */
    public List<String> startedSince(ThreadSnapshot before, Set<Long> ignored) {
        List<String> names = new ArrayList<>();
        reported.forEach((id, name) -> {
            if (!before.reported.containsKey(id) && !ignored.contains(id)) {
                names.add(name);
            }
        });
        List<String> unmatched = new ArrayList<>(names);
        Map<String, Integer> unreported = new LinkedHashMap<>();
        kernel.forEach((tid, nativeName) -> {
            if (!before.kernel.containsKey(tid) && !matchOne(unmatched, nativeName)) {
                unreported.merge(nativeName, 1, Integer::sum);
            }
        });
        unreported.forEach((nativeName, count) -> names.add(nativeName + (count > 1 ? " (" + count + " threads)" : "") + UNREPORTED));
        return names;
    }

    /** Removes one reported name whose first bytes are {@code nativeName} (HotSpot keeps 15 bytes of it). */
    private static boolean matchOne(List<String> reportedNames, String nativeName) {
        byte[] prefix = nativeName.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < reportedNames.size(); i++) {
            byte[] name = reportedNames.get(i).getBytes(StandardCharsets.UTF_8);
            if (name.length >= prefix.length && Arrays.equals(name, 0, prefix.length, prefix, 0, prefix.length)) {
                reportedNames.remove(i);
                return true;
            }
        }
        return false;
    }
}
