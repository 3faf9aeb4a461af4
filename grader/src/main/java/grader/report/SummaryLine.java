package grader.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import grader.model.GradeReport;
import grader.model.Status;

/** "Summary: 40 checks: passed 38, failed 2" ("1 check" for one), naming only the statuses that occurred. */
final class SummaryLine {
    private SummaryLine() {
    }

    static int total(GradeReport report) {
        return report.counts().values().stream().mapToInt(Integer::intValue).sum();
    }

    static String of(GradeReport report, Messages messages, Ansi ansi) {
        return of(report.counts(), messages, ansi);
    }

    /** The line for some of a report's checks, counted by status. */
    static String of(Map<Status, Integer> counts, Messages messages, Ansi ansi) {
        List<String> parts = new ArrayList<>();
        counts.forEach((status, count) -> {
            if (count > 0) {
                parts.add(ansi.forStatus(status, messages.status(status) + " " + count));
            }
        });
        // "1 checks" read wrong: one check has a pattern of its own (issue 17).
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        return messages.text(total == 1 ? "summary.lineOne" : "summary.line", total, String.join(", ", parts));
    }
}
