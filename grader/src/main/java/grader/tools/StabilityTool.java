package grader.tools;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.mutants.AuthoredMutant;
import grader.mutants.MutantApplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Java side of {@code scripts/verdict-stability}, so the script needs nothing but bash:
 * {@code racing FIXTURES} lists the racing authored mutants ({@code "racing": true}) as
 * {@code lab step file} lines, then the racing corpus entries (the same key in their
 * expected.json) as {@code lab step folder} lines; {@code apply MUTANT_JSON REFERENCE TARGET} writes the reference
 * with that change into TARGET; {@code verdict REPORT_JSON} prints one line that names the
 * outcome of a {@code --format json} grade: "passed", or each lab's first failing step and
 * the ids of its checks that did not pass; {@code not-passed REPORT_JSON...} prints one line per
 * check of those reports that did not pass (report, check id, status, message) for
 * {@code scripts/load-check}; {@code scores REPORT_JSON...} prints how many reports gave each
 * score and every check whose status was not the same in all of them, and exits 1 when the
 * reports do not agree, for {@code scripts/same-seed-score}.
 */
public final class StabilityTool {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private StabilityTool() {
    }

    public static void main(String[] args) throws Exception {
        switch (args.length == 0 ? "" : args[0]) {
            case "racing" -> racing(Path.of(args[1]));
            case "apply" -> MutantApplier.apply(AuthoredMutant.read(Path.of(args[1])), Path.of(args[2]), Path.of(args[3]));
            case "verdict" -> System.out.println(verdict(JSON.readTree(Files.readString(Path.of(args[1])))));
            case "not-passed" -> notPassed(List.of(args).subList(1, args.length));
            case "scores" -> System.exit(ScoreSpread.of(reports(List.of(args).subList(1, args.length))).print(System.out));
            default -> {
                System.err.println("usage: StabilityTool racing FIXTURES | apply MUTANT_JSON REFERENCE TARGET"
                        + " | verdict REPORT_JSON | not-passed REPORT_JSON... | scores REPORT_JSON...");
                System.exit(2);
            }
        }
    }

    private static void racing(Path fixtures) throws Exception {
        Path mutants = fixtures.resolve("mutants");
        for (Path file : AuthoredMutant.files(mutants)) {
            if (JSON.readTree(Files.readString(file)).path("racing").asBoolean(false)) {
                AuthoredMutant mutant = AuthoredMutant.read(file);
                System.out.println(mutant.lab() + " " + mutant.step() + " " + file);
            }
        }
        try (var labs = Files.list(fixtures.resolve("corpus"))) {
            for (Path lab : labs.filter(Files::isDirectory).sorted().toList()) {
                try (var entries = Files.list(lab)) {
                    for (Path entry : entries.sorted().toList()) {
                        printRacingEntry(lab.getFileName().toString(), entry);
                    }
                }
            }
        }
    }

    /** A corpus entry whose expected.json says {@code "racing": true}, as "lab step folder". */
    private static void printRacingEntry(String lab, Path entry) throws Exception {
        Path expected = entry.resolve("expected.json");
        if (Files.isRegularFile(expected)) {
            JsonNode verdict = JSON.readTree(Files.readString(expected));
            if (verdict.path("racing").asBoolean(false)) {
                System.out.println(lab + " " + verdict.path("step").asInt() + " " + entry);
            }
        }
    }

    private static List<JsonNode> reports(List<String> files) throws Exception {
        List<JsonNode> reports = new ArrayList<>();
        for (String file : files) {
            reports.add(JSON.readTree(Files.readString(Path.of(file))));
        }
        return reports;
    }

    private static void notPassed(List<String> reports) throws Exception {
        for (String file : reports) {
            JsonNode report = JSON.readTree(Files.readString(Path.of(file)));
            if (!report.path("gradable").asBoolean(true)) {
                System.out.println(Path.of(file).getFileName() + ": not gradable: " + report.path("error"));
                continue;
            }
            for (JsonNode lab : report.path("labs")) {
                for (JsonNode step : lab.path("steps")) {
                    for (JsonNode check : step.path("checks")) {
                        if (!check.path("status").asString().equals("passed")) {
                            String message = check.path("message").asString().lines().findFirst().orElse("");
                            System.out.println(Path.of(file).getFileName() + ": " + check.path("id").asString() + " "
                                    + check.path("status").asString() + ": " + message);
                        }
                    }
                }
            }
        }
    }

    /** "passed", or per lab that did not pass: its first failing step and the checks that failed there. */
    static String verdict(JsonNode report) {
        List<String> labs = new ArrayList<>();
        for (JsonNode lab : report.path("labs")) {
            for (JsonNode step : lab.path("steps")) {
                List<String> failing = new ArrayList<>();
                step.path("checks").forEach(c -> {
                    if (!c.path("status").asString().equals("passed")) {
                        failing.add(c.path("id").asString() + " " + c.path("status").asString());
                    }
                });
                if (!failing.isEmpty()) {
                    labs.add(lab.path("lab").asString() + " first fails at step " + step.path("number").asInt()
                            + ": " + String.join(", ", failing));
                    break;
                }
            }
        }
        return labs.isEmpty() ? "passed" : String.join("; ", labs);
    }
}
