package grader.clauses;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import grader.clauses.ClauseProblem.Kind;
import grader.labs.Lab;

/**
 * The lab text a student gets from {@code grade init} names every clause of the lab's clause
 * matrix, in English ({@code README.md}) and in Korean ({@code README.ko.md}), each under the
 * heading of its own step, and in the same order in both. A clause is named by its id in
 * backticks on its line, so no understanding of either language is needed.
 */
public final class KitTextClauses {
    /** A step's heading in the clause section, the same in both languages: {@code ### 5. ...}. */
    private static final Pattern STEP_HEADING = Pattern.compile("^### (\\d+)\\. ");
    private static final Pattern CLAUSE_ID = Pattern.compile("`([a-z]+\\.\\d+\\.[a-z0-9-]+)`");

    private KitTextClauses() {
    }

    /** Where a lab's kit text lives in the repository, e.g. {@code README.ko.md}: the file to edit. */
    public static String pathOf(Lab lab, String name) {
        return "grader/src/main/resources/grader/kit/" + lab.id() + "/" + name;
    }

    /** What the two kit texts of {@code matrix}'s lab lack against it. */
    public static List<ClauseProblem> problems(ClauseMatrix matrix, String english, String korean) {
        Lab lab = matrix.lab();
        TreeMap<Integer, List<String>> wanted = new TreeMap<>();
        matrix.clauses().forEach(c -> wanted.computeIfAbsent(c.step(), s -> new ArrayList<>()).add(c.id()));
        TreeMap<Integer, List<String>> inEnglish = clausesByStep(english);
        TreeMap<Integer, List<String>> inKorean = clausesByStep(korean);
        List<ClauseProblem> problems = new ArrayList<>();
        problems.addAll(against(wanted, inEnglish, pathOf(lab, "README.md"), ClauseMatrix.pathOf(lab)));
        problems.addAll(against(wanted, inKorean, pathOf(lab, "README.ko.md"), ClauseMatrix.pathOf(lab)));
        for (int step : inEnglish.keySet()) {
            List<String> en = inEnglish.get(step);
            List<String> ko = inKorean.getOrDefault(step, List.of());
            if (!en.equals(ko) && sorted(en).equals(sorted(ko))) {
                problems.add(ClauseProblem.of(Kind.KIT_ORDER, "", pathOf(lab, "README.ko.md"), String.valueOf(step),
                        pathOf(lab, "README.md")));
            }
        }
        return problems;
    }

    private static List<ClauseProblem> against(TreeMap<Integer, List<String>> wanted,
            TreeMap<Integer, List<String>> found, String text, String matrix) {
        List<ClauseProblem> problems = new ArrayList<>();
        wanted.forEach((step, ids) -> ids.stream().filter(id -> !found.getOrDefault(step, List.of()).contains(id))
                .forEach(id -> problems.add(ClauseProblem.of(Kind.KIT_MISSING, id, text, String.valueOf(step)))));
        found.forEach((step, ids) -> ids.stream().filter(id -> !wanted.getOrDefault(step, List.of()).contains(id))
                .forEach(id -> problems.add(ClauseProblem.of(Kind.KIT_EXTRA, id, text, String.valueOf(step), matrix))));
        return problems;
    }

    /** The clause ids of each step's section: from its {@code ###} heading to the next heading. */
    public static TreeMap<Integer, List<String>> clausesByStep(String text) {
        TreeMap<Integer, List<String>> steps = new TreeMap<>();
        int step = 0;
        for (String line : text.split("\\R")) {
            Matcher heading = STEP_HEADING.matcher(line);
            if (heading.find()) {
                step = Integer.parseInt(heading.group(1));
                steps.putIfAbsent(step, new ArrayList<>());
            } else if (line.startsWith("#")) {
                step = 0;
            } else if (step > 0) {
                Matcher id = CLAUSE_ID.matcher(line);
                while (id.find()) {
                    steps.get(step).add(id.group(1));
                }
            }
        }
        return steps;
    }

    private static List<String> sorted(List<String> ids) {
        return ids.stream().sorted().toList();
    }
}
