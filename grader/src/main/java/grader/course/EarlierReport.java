package grader.course;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import grader.model.SandboxReport;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A report a class run finds from before. It still holds when it is whole (it parses) and
 * names the hash of the submission as it is now; a report of the grader's own failure, or
 * with a check the grader could not decide, never holds, so that submission is graded again.
 * Nor does a report that says its grade ran unconfined ({@code sandbox.mode} none): there the
 * submissions could write the results folder, so it may be another's, or forged ({@link UnconfinedMark}).
 */
final class EarlierReport {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private EarlierReport() {
    }

    static Optional<JsonNode> read(Path report) {
        if (!Files.isRegularFile(report)) {
            return Optional.empty();
        }
        try {
            JsonNode root = JSON.readTree(Files.readString(report));
            return root != null && root.isObject() && root.has("labs") ? Optional.of(root) : Optional.empty();
        } catch (Exception halfWritten) {
            return Optional.empty();
        }
    }

    static boolean stillHolds(Path report, String hash) {
        return read(report).filter(r -> hash != null && hash.equals(r.path("submissionHash").asString(null)))
                .filter(r -> !"grader".equals(r.path("error").path("kind").asString(null)))
                .filter(r -> !hasGraderFault(r))
                .filter(EarlierReport::gradedConfined)
                .isPresent();
    }

    /** Not written by a grade that says it ran unconfined (one that ran no code has no sandbox). */
    private static boolean gradedConfined(JsonNode report) {
        return !SandboxReport.NONE.equals(report.path("sandbox").path("mode").asString(""));
    }

    /** A check the grader could not decide: the grade is not finished, so it is graded again. */
    private static boolean hasGraderFault(JsonNode report) {
        for (JsonNode lab : report.path("labs")) {
            for (JsonNode step : lab.path("steps")) {
                for (JsonNode check : step.path("checks")) {
                    if ("grader".equals(check.path("blame").asString(null))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
