package grader.tools;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;

/**
 * Whether grades of one submission with one seed agree: how many gave each score, and each
 * check whose status differs between them (with how many gave each status). Grades that
 * agree give one score and no such check.
 */
record ScoreSpread(Map<String, Integer> scores, Map<String, Map<String, Integer>> statuses, int reports) {

    static ScoreSpread of(List<JsonNode> reports) {
        Map<String, Integer> scores = new TreeMap<>();
        Map<String, Map<String, Integer>> statuses = new TreeMap<>();
        for (JsonNode report : reports) {
            scores.merge(report.path("score").asString() + " of " + report.path("maxScore").asString(), 1, Integer::sum);
            for (JsonNode lab : report.path("labs")) {
                for (JsonNode step : lab.path("steps")) {
                    for (JsonNode check : step.path("checks")) {
                        statuses.computeIfAbsent(check.path("id").asString(), id -> new TreeMap<>())
                                .merge(check.path("status").asString(), 1, Integer::sum);
                    }
                }
            }
        }
        return new ScoreSpread(scores, statuses, reports.size());
    }

    /** Checks that did not get one status in every report (or were missing from some). */
    Map<String, Map<String, Integer>> moving() {
        Map<String, Map<String, Integer>> moving = new TreeMap<>();
        statuses.forEach((id, counts) -> {
            if (counts.size() > 1 || counts.values().iterator().next() != reports) {
                moving.put(id, counts);
            }
        });
        return moving;
    }

    /** Prints the spread; the exit status: 0 when every report agrees, else 1. */
    int print(PrintStream out) {
        out.println(reports + " reports; scores: " + scores);
        Map<String, Map<String, Integer>> moving = moving();
        moving.forEach((id, counts) -> out.println("  not the same in every report: " + id + " " + counts));
        boolean agree = scores.size() == 1 && moving.isEmpty();
        out.println(agree ? "one score, every check the same in every report" : "NOT THE SAME");
        return agree ? 0 : 1;
    }
}
