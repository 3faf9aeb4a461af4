package grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import grader.ProjectPaths;
import grader.clauses.Clause;
import grader.clauses.ClauseMatrix;
import grader.labs.Lab;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The lab text a student gets from {@code grade init} names every clause of the lab's clause
 * matrix ({@code fixtures/clauses/<lab>.json}, the clauses of LABS.md and the seed, each tied
 * to its checks and mutants), in English and in Korean, each under the heading of its own
 * step, and in the same order in both: a clause added to the matrix, moved to another step, or
 * left out of one language fails here. A clause is named by its id in backticks at the end of
 * its line, so the test needs no understanding of either language.
 */
class KitTextClausesTests {
    /** A step's heading in the clause section, the same in both languages: {@code ### 5. ...}. */
    private static final Pattern STEP_HEADING = Pattern.compile("^### (\\d+)\\. ");
    private static final Pattern CLAUSE_ID = Pattern.compile("`([a-z]+\\.\\d+\\.[a-z0-9-]+)`");

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Lab.class)
    void bothKitTextsNameEveryClauseUnderItsStep(Lab lab) throws IOException {
        StudentProject.write(lab, dir, "/nowhere/grade");
        TreeMap<Integer, List<String>> matrix = byStep(ClauseMatrix.read(
                ClauseMatrix.fileOf(ProjectPaths.fixtures().resolve("clauses"), lab), lab).clauses());
        assertThat(matrix).as("clauses of " + lab.id()).hasSize(Lab.STEPS);
        TreeMap<Integer, List<String>> english = clausesByStep(Files.readString(dir.resolve("README.md")));
        TreeMap<Integer, List<String>> korean = clausesByStep(Files.readString(dir.resolve("README.ko.md")));
        for (int step : matrix.keySet()) {
            List<String> wanted = matrix.get(step).stream().sorted().toList();
            assertThat(sorted(english.get(step))).as(lab.id() + " README.md, step " + step).isEqualTo(wanted);
            assertThat(sorted(korean.get(step))).as(lab.id() + " README.ko.md, step " + step).isEqualTo(wanted);
        }
        assertThat(korean).as(lab.id() + ": README.ko.md lists the clauses in README.md's order").isEqualTo(english);
    }

    /**
     * The JDK has no JSON parser, so the labs that speak HTTP (inbox, outbox) need lab-api's
     * {@code labs.Json}: both of their texts, and both student guides, name each of its public
     * methods (a method added to it and left undocumented fails here).
     */
    @Test
    void theJsonHelperIsDocumentedWhereTheLabsNeedIt() throws IOException {
        List<String> calls = Arrays.stream(labs.Json.class.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers())).map(m -> "Json." + m.getName() + "(")
                .distinct().toList();
        assertThat(calls).isNotEmpty();
        List<String> texts = new ArrayList<>();
        for (Lab lab : List.of(Lab.INBOX, Lab.OUTBOX)) {
            texts.add(KitResources.text(lab, "README.md"));
            texts.add(KitResources.text(lab, "README.ko.md"));
        }
        texts.add(Files.readString(ProjectPaths.root().resolve("docs/student-guide.md")));
        texts.add(Files.readString(ProjectPaths.root().resolve("docs/student-guide.ko.md")));
        for (String text : texts) {
            assertThat(text).contains("labs.Json").contains(calls);
        }
    }

    /** The reader itself: a clause line outside a step section, or a check id elsewhere, is not counted. */
    @Test
    void onlyIdsUnderAStepHeadingCount() {
        String text = String.join("\n", "# Lab", "`lease.1.outside`", "### 1. Make the table",
                "- keeps rows (`lease.1.keeps`)", "### 2. Enqueue", "- new or untouched (`lease.2.new`)",
                "## Good to know", "- see `lease.2.after`");
        TreeMap<Integer, List<String>> found = clausesByStep(text);
        assertThat(found).containsOnlyKeys(1, 2);
        assertThat(found.get(1)).containsExactly("lease.1.keeps");
        assertThat(found.get(2)).containsExactly("lease.2.new");
    }

    private static TreeMap<Integer, List<String>> byStep(List<Clause> clauses) {
        TreeMap<Integer, List<String>> steps = new TreeMap<>();
        clauses.forEach(c -> steps.computeIfAbsent(c.step(), s -> new ArrayList<>()).add(c.id()));
        return steps;
    }

    /** The clause ids of each step's section: from its {@code ###} heading to the next heading. */
    static TreeMap<Integer, List<String>> clausesByStep(String text) {
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
        return ids == null ? List.of() : ids.stream().sorted().toList();
    }
}
