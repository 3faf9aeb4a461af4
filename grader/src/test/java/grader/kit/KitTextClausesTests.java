package grader.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import grader.ProjectPaths;
import grader.clauses.ClauseMatrix;
import grader.clauses.ClauseProblem;
import grader.clauses.ClauseProblem.Kind;
import grader.clauses.KitTextClauses;
import grader.labs.Lab;
import grader.report.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The lab text a student gets from {@code grade init} names every clause of the lab's clause
 * matrix ({@code fixtures/clauses/<lab>.json}), in English and in Korean, each under the
 * heading of its own step, and in the same order in both ({@link KitTextClauses}, which
 * {@code ./grade clauses} runs too): a clause added to the matrix, moved to another step, or
 * left out of one language fails here, with the sentence that command prints.
 */
class KitTextClausesTests {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Lab.class)
    void bothKitTextsNameEveryClauseUnderItsStep(Lab lab) throws IOException {
        StudentProject.write(lab, dir, "/nowhere/grade");
        ClauseMatrix matrix = ClauseMatrix.read(ClauseMatrix.fileOf(ProjectPaths.fixtures().resolve("clauses"), lab), lab);
        assertThat(KitTextClauses.problems(matrix, Files.readString(dir.resolve("README.md")),
                Files.readString(dir.resolve("README.ko.md")))).as("what the kit texts of " + lab.id() + " lack")
                .extracting(p -> p.sentence(Messages.of(Locale.ENGLISH))).isEmpty();
    }

    @Test
    void aClauseMissingMisplacedOrOutOfOrderIsNamedWithTheTextToEdit() throws IOException {
        ClauseMatrix matrix = ClauseMatrix.read(ClauseMatrix.fileOf(ProjectPaths.fixtures().resolve("clauses"),
                Lab.LEASE), Lab.LEASE);
        String english = KitResources.text(Lab.LEASE, "README.md");
        String korean = KitResources.text(Lab.LEASE, "README.ko.md");
        String withoutOne = english.replace("(`lease.1.schema`)", "");
        String swapped = korean.replace("(`lease.1.init-keeps-rows`)", "(`lease.1.tmp`)")
                .replace("(`lease.1.init-error-thrown`)", "(`lease.1.init-keeps-rows`)")
                .replace("(`lease.1.tmp`)", "(`lease.1.init-error-thrown`)");
        assertThat(KitTextClauses.problems(matrix, withoutOne, korean))
                .extracting(ClauseProblem::kind, ClauseProblem::clause, ClauseProblem::file)
                .containsExactly(tuple(Kind.KIT_MISSING, "lease.1.schema", "grader/src/main/resources/grader/kit/lease/README.md"));
        assertThat(KitTextClauses.problems(matrix, english, swapped))
                .extracting(ClauseProblem::kind, ClauseProblem::details)
                .containsExactly(tuple(Kind.KIT_ORDER, List.of("1", "grader/src/main/resources/grader/kit/lease/README.md")));
        String moved = korean.replace("(`lease.2.ids-exact`)", "").replace("(`lease.1.schema`)",
                "(`lease.1.schema`) (`lease.2.ids-exact`)");
        assertThat(KitTextClauses.problems(matrix, english, moved)).extracting(ClauseProblem::kind, ClauseProblem::clause)
                .containsExactlyInAnyOrder(tuple(Kind.KIT_MISSING, "lease.2.ids-exact"),
                        tuple(Kind.KIT_EXTRA, "lease.2.ids-exact"));
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
        TreeMap<Integer, List<String>> found = KitTextClauses.clausesByStep(text);
        assertThat(found).containsOnlyKeys(1, 2);
        assertThat(found.get(1)).containsExactly("lease.1.keeps");
        assertThat(found.get(2)).containsExactly("lease.2.new");
    }
}
