package grader.clauses;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import grader.labs.Lab;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A lab's clause matrix, {@code fixtures/clauses/<lab>.json}: every clause of the lab's
 * contract with the checks that enforce it and the authored mutants that break it. Reading
 * collects every format problem instead of stopping at the first, so one run lists them all.
 */
public record ClauseMatrix(Lab lab, List<Clause> clauses, List<String> formatProblems) {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    public ClauseMatrix {
        clauses = List.copyOf(clauses);
        formatProblems = List.copyOf(formatProblems);
    }

    /** The matrix file of {@code lab} under {@code clausesDir}. */
    public static Path fileOf(Path clausesDir, Lab lab) {
        return clausesDir.resolve(lab.id() + ".json");
    }

    /** Reads {@code file} as the matrix of {@code lab}. */
    public static ClauseMatrix read(Path file, Lab lab) throws IOException {
        JsonNode root = JSON.readTree(Files.readString(file));
        List<String> problems = new ArrayList<>();
        if (!lab.id().equals(root.path("lab").asString(""))) {
            problems.add("field 'lab' must be \"" + lab.id() + "\"");
        }
        JsonNode list = root.path("clauses");
        if (!list.isArray() || list.isEmpty()) {
            problems.add("field 'clauses' must be a non-empty list");
        }
        List<Clause> clauses = new ArrayList<>();
        for (int i = 0; list.isArray() && i < list.size(); i++) {
            clauses.add(clause(list.get(i), lab, "clause " + (i + 1), problems));
        }
        return new ClauseMatrix(lab, clauses, problems);
    }

    private static Clause clause(JsonNode node, Lab lab, String where, List<String> problems) {
        String id = text(node, "id", where, problems);
        int step = node.path("step").asInt(0);
        if (step < 1 || step > Lab.STEPS) {
            problems.add(where + " (" + id + "): 'step' must be a number from 1 to " + Lab.STEPS);
        } else if (!id.startsWith(lab.id() + "." + step + ".")) {
            problems.add(where + ": id " + id + " must start with " + lab.id() + "." + step + ".");
        }
        return new Clause(id, step, text(node, "text", where, problems), text(node, "source", where, problems),
                texts(node, "checks", where, problems), texts(node, "mutants", where, problems));
    }

    private static String text(JsonNode node, String field, String where, List<String> problems) {
        JsonNode value = node.get(field);
        if (value == null || !value.isString() || value.asString().isBlank()) {
            problems.add(where + ": '" + field + "' must be a non-blank text");
            return "";
        }
        return value.asString();
    }

    private static List<String> texts(JsonNode node, String field, String where, List<String> problems) {
        JsonNode value = node.get(field);
        List<String> out = new ArrayList<>();
        if (value == null || !value.isArray()) {
            problems.add(where + ": '" + field + "' must be a list of texts");
            return out;
        }
        value.forEach(v -> out.add(v.asString("")));
        return out;
    }

    /** The clause ids, for an entry of the corpus that names one. */
    public Set<String> ids() {
        return clauses.stream().map(Clause::id).collect(Collectors.toSet());
    }
}
