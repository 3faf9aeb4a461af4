package grader.mutants.generate;

import static grader.mutants.generate.Snippets.JAVA;
import static grader.mutants.generate.Snippets.changedLines;
import static grader.mutants.generate.Snippets.mutated;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JavaMutatorsTests {

    @Test
    void equalityFlipsInCodeOnly() {
        assertThat(changedLines(new JavaEqualityFlip(), JAVA)).containsExactly("if (n != 0 && gold >= 1) {");
    }

    @Test
    void anIfConditionIsNegated() {
        assertThat(changedLines(new JavaNegateIf(), JAVA))
                .containsExactly("if (!(gold < 1)) {", "if (!(n == 0 && gold >= 1)) {");
    }

    @Test
    void boundariesMoveButGenericsAndStringsStay() {
        assertThat(changedLines(new JavaBoundaryChange(), JAVA))
                .containsExactly("if (gold <= 1) {", "if (n == 0 && gold > 1) {");
    }

    @Test
    void theRollbackStatementIsRemoved() {
        assertThat(mutated(new JavaRemoveRollback(), JAVA)).singleElement()
                .satisfies(m -> assertThat(m).doesNotContain("ROLLBACK").contains("throw e;"));
    }

    @Test
    void aRethrowInACatchBecomesTheMethodsDefaultReturn() {
        assertThat(changedLines(new JavaSwallowException(), JAVA)).containsExactly("return false;");
    }

    @Test
    void aFaultCallAndTheCommitSwapPlaces() {
        String mutant = mutated(new JavaFaultAcrossCommit(), JAVA).get(0);
        assertThat(mutant.indexOf("\"COMMIT\"")).isLessThan(mutant.indexOf("\"after-done\""));
        assertThat(mutated(new JavaFaultAcrossCommit(), JAVA)).hasSize(1);
    }

    @Test
    void aSingleLineExecuteStatementIsRemovedButNotAnAssignmentOrTheRollback() {
        assertThat(mutated(new JavaRemoveStatement(), JAVA)).hasSize(3)
                .allSatisfy(m -> assertThat(m).contains("ROLLBACK").contains("int n = st.executeUpdate"));
    }

    @Test
    void theMethodIndexFindsEnclosingMethodsAndTheirReturnTypes() {
        MethodIndex index = new MethodIndex(new JavaText(JAVA));
        MethodIndex.Method pay = index.innermost(JAVA.indexOf("COMMIT")).orElseThrow();
        assertThat(pay.name()).isEqualTo("pay");
        assertThat(pay.returnType()).isEqualTo("boolean");
    }

    @Test
    void aGenericMethodIsFoundWithItsReturnType() {
        String src = "class G {\n    private static <T> T inTransaction(Object con, java.util.function.Supplier<T> work) {\n"
                + "        return work.get();\n    }\n}\n";
        MethodIndex.Method m = new MethodIndex(new JavaText(src)).innermost(src.indexOf("work.get")).orElseThrow();
        assertThat(m.name()).isEqualTo("inTransaction");
        assertThat(m.returnType()).isEqualTo("T");
    }

    @Test
    void theScannerTellsCodeFromLiteralsAndComments() {
        String src = "int a = 1; // x == y\nString s = \"p == q\"; char c = '\"'; String t = \"\"\"\n  a == b\"\"\";";
        JavaText text = new JavaText(src);
        assertThat(text.isCode(src.indexOf("x == y"))).isFalse();
        assertThat(text.isCode(src.indexOf("p == q"))).isFalse();
        assertThat(text.isCode(src.indexOf("a == b"))).isFalse();
        assertThat(text.strings()).as("a char literal opens no string").hasSize(2);
        assertThat(text.isCode(src.indexOf("int a"))).isTrue();
    }
}
