package grader.clauses;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import grader.clauses.ClauseProblem.Kind;
import grader.labs.Lab;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A lab's clause matrix, {@code fixtures/clauses/<lab>.json}: every clause of the lab's
 * contract with the checks that enforce it and the authored mutants that break it. Reading
 * collects every format problem instead of stopping at the first, so one run lists them all.
 */
public record ClauseMatrix(Lab lab, List<Clause> clauses, List<ClauseProblem> formatProblems) {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    public ClauseMatrix {
        clauses = List.copyOf(clauses);
        formatProblems = List.copyOf(formatProblems);
    }

    /** The matrix file of {@code lab} under {@code clausesDir}. */
    public static Path fileOf(Path clausesDir, Lab lab) {
        return clausesDir.resolve(lab.id() + ".json");
    }

    /** Where the matrix of {@code lab} lives in the repository, as a problem names the file to edit. */
    public static String pathOf(Lab lab) {
        return "fixtures/clauses/" + lab.id() + ".json";
    }

    /** Reads {@code file} as the matrix of {@code lab}. */
    public static ClauseMatrix read(Path file, Lab lab) throws IOException {
        JsonNode root = JSON.readTree(Files.readString(file));
        String shown = pathOf(lab);
        List<ClauseProblem> problems = new ArrayList<>();
        if (!lab.id().equals(root.path("lab").asString(""))) {
            problems.add(ClauseProblem.of(Kind.LAB_FIELD, "", shown, lab.id()));
        }
        JsonNode list = root.path("clauses");
        if (!list.isArray() || list.isEmpty()) {
            problems.add(ClauseProblem.of(Kind.NO_CLAUSES, "", shown));
        }
        List<Clause> clauses = new ArrayList<>();
        for (int i = 0; list.isArray() && i < list.size(); i++) {
            clauses.add(new Reading(list.get(i), shown, String.valueOf(i + 1), problems).clause(lab));
        }
        return new ClauseMatrix(lab, clauses, problems);
    }

    /** One clause being read: where it is (its number in the list), and the problems found so far. */
    private record Reading(JsonNode node, String file, String position, List<ClauseProblem> problems) {
        Clause clause(Lab lab) {
            String id = text("id");
            int step = node.path("step").asInt(0);
            String prefix = lab.id() + "." + step + ".";
            if (step < 1 || step > Lab.STEPS) {
                problems.add(ClauseProblem.of(Kind.BAD_STEP, id, file, position));
            } else if (!id.isEmpty() && !id.startsWith(prefix)) {
                problems.add(ClauseProblem.of(Kind.ID_PREFIX, id, file, position, prefix));
            }
            return new Clause(id, step, text("text"), text("source"), texts("checks", false),
                    texts("generators", true), texts("mutants", false));
        }

        private String text(String field) {
            JsonNode value = node.get(field);
            if (value == null || !value.isString() || value.asString().isBlank()) {
                problems.add(ClauseProblem.of(Kind.BLANK_TEXT, node.path("id").asString(""), file, position, field));
                return "";
            }
            return value.asString();
        }

        private List<String> texts(String field, boolean optional) {
            JsonNode value = node.get(field);
            List<String> out = new ArrayList<>();
            if (value == null && optional) {
                return out;
            }
            if (value == null || !value.isArray()) {
                problems.add(ClauseProblem.of(Kind.NOT_A_LIST, node.path("id").asString(""), file, position, field));
                return out;
            }
            value.forEach(v -> out.add(v.asString("")));
            return out;
        }
    }

    /** The clause ids, for an entry of the corpus that names one. */
    public Set<String> ids() {
        return clauses.stream().map(Clause::id).collect(Collectors.toSet());
    }
}
