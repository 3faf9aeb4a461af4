package grader.course;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import grader.labs.Lab;
import tools.jackson.databind.JsonNode;

/**
 * {@code summary.csv}: a row per submission with its hash, score, the status of every step
 * and the grade's time, read back from the reports, so kept and new grades look alike.
 * Columns: submission, hash, score, max_score, gradable, step1..step8, millis, error, sandbox
 * (the confinement mode the grade ran under: bubblewrap, accounts or none).
 */
final class SummaryCsv {
    private SummaryCsv() {
    }

    static void write(List<ClassSubmission> submissions, Path results, Path csv) throws IOException {
        List<String> header = new ArrayList<>(List.of("submission", "hash", "score", "max_score", "gradable"));
        for (int step = 1; step <= Lab.STEPS; step++) {
            header.add("step" + step);
        }
        header.addAll(List.of("millis", "error", "sandbox"));
        try (Writer out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            out.write(line(header));
            for (ClassSubmission submission : submissions) {
                out.write(line(row(submission.name(), EarlierReport.read(ClassRun.reportOf(results, submission)))));
            }
        }
    }

    private static List<String> row(String name, Optional<JsonNode> report) {
        List<String> cells = new ArrayList<>(List.of(name));
        if (report.isEmpty()) {
            cells.addAll(List.of("", "", "", "false"));
            for (int step = 1; step <= Lab.STEPS; step++) {
                cells.add("");
            }
            cells.addAll(List.of("", "no report: the grade did not finish", ""));
            return cells;
        }
        JsonNode r = report.get();
        cells.add(r.path("submissionHash").asString(""));
        cells.add(r.path("score").asString(""));
        cells.add(r.path("maxScore").asString(""));
        cells.add(r.path("gradable").asString(""));
        for (int step = 1; step <= Lab.STEPS; step++) {
            cells.add(stepStatus(r, step));
        }
        cells.add(r.path("millis").asString(""));
        cells.add(r.path("error").path("message").asString(""));
        cells.add(r.path("sandbox").path("mode").asString(""));
        return cells;
    }

    /** The step's status in the report's (single) lab, empty when that step was not graded. */
    private static String stepStatus(JsonNode report, int step) {
        for (JsonNode lab : report.path("labs")) {
            for (JsonNode s : lab.path("steps")) {
                if (s.path("number").asInt() == step) {
                    return s.path("status").asString("");
                }
            }
        }
        return "";
    }

    private static String line(List<String> cells) {
        List<String> quoted = new ArrayList<>();
        for (String raw : cells) {
            // A spreadsheet would run a cell that starts like a formula; names and messages come from students.
            String cell = raw.matches("^[=+@\t].*") ? "'" + raw : raw;
            boolean plain = cell.chars().noneMatch(c -> c == ',' || c == '"' || c == '\n' || c == '\r');
            quoted.add(plain ? cell : '"' + cell.replace("\"", "\"\"") + '"');
        }
        return String.join(",", quoted) + "\r\n";
    }
}
