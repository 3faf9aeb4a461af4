package grader.mutants.generate;

import static grader.mutants.generate.Snippets.SQL;
import static grader.mutants.generate.Snippets.changedLines;
import static grader.mutants.generate.Snippets.mutated;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SqlMutatorsTests {

    @Test
    void comparisonsInSqlFlipButAssignmentsInSetDoNot() {
        List<String> lines = changedLines(new SqlComparisonFlip(), SQL);
        assertThat(lines).contains(
                "st.executeUpdate(\"UPDATE jobs SET fence = fence + 1, owner = ? WHERE id <> ? AND until <= ? AND done = 0\");",
                "st.executeUpdate(\"UPDATE jobs SET fence = fence + 1, owner = ? WHERE id = ? AND until < ? AND done = 0\");",
                "st.executeQuery(\"SELECT id FROM outbox WHERE sent <> 0 ORDER BY seq LIMIT ?\");");
        assertThat(lines).noneMatch(l -> l.contains("fence <> fence") || l.contains("owner <> ?"));
        assertThat(lines).noneMatch(l -> l.contains("comment") || l.contains("message text"));
    }

    @Test
    void eachAndTermOfAWhereCanBeDropped() {
        List<String> lines = changedLines(new SqlDropAndTerm(), SQL);
        assertThat(lines).containsExactlyInAnyOrder(
                "st.executeUpdate(\"UPDATE jobs SET fence = fence + 1, owner = ? WHERE id = ?  AND done = 0\");",
                "st.executeUpdate(\"UPDATE jobs SET fence = fence + 1, owner = ? WHERE  until <= ? AND done = 0\");",
                "st.executeUpdate(\"UPDATE jobs SET fence = fence + 1, owner = ? WHERE id = ? AND until <= ? \");");
    }

    @Test
    void orIgnoreBecomesOrReplaceOrAPlainInsert() {
        assertThat(changedLines(new SqlInsertConflict(), SQL)).containsExactly(
                "st.executeUpdate(\"INSERT OR REPLACE INTO inbox(id, qty) VALUES (?, ?)\");",
                "st.executeUpdate(\"INSERT INTO inbox(id, qty) VALUES (?, ?)\");");
    }

    @Test
    void anIncrementLosesItsAdditionOrBecomesZero() {
        assertThat(changedLines(new SqlIncrementDrop(), SQL)).containsExactly(
                "st.executeUpdate(\"UPDATE jobs SET fence = fence, owner = ? WHERE id = ? AND until <= ? AND done = 0\");",
                "st.executeUpdate(\"UPDATE jobs SET fence = 0, owner = ? WHERE id = ? AND until <= ? AND done = 0\");",
                "st.executeUpdate(\"UPDATE stock SET total = total WHERE id = 1\");",
                "st.executeUpdate(\"UPDATE stock SET total = 0 WHERE id = 1\");");
    }

    @Test
    void beginImmediateBecomesADeferredBegin() {
        assertThat(changedLines(new SqlBeginImmediate(), SQL)).containsExactly("st.execute(\"BEGIN\");");
    }

    @Test
    void orderByAndLimitAreRemovedOneAtATime() {
        assertThat(changedLines(new SqlDropOrderBy(), SQL))
                .containsExactly("st.executeQuery(\"SELECT id FROM outbox WHERE sent = 0 LIMIT ?\");");
        assertThat(changedLines(new SqlDropLimit(), SQL))
                .containsExactly("st.executeQuery(\"SELECT id FROM outbox WHERE sent = 0 ORDER BY seq\");");
    }

    @Test
    void ifNotExistsIsRemoved() {
        assertThat(changedLines(new SqlDropIfNotExists(), SQL))
                .containsExactly("st.execute(\"CREATE TABLE jobs(id TEXT PRIMARY KEY)\");");
    }

    @Test
    void messagesThatAreNotSqlAreLeftAlone() {
        assertThat(SqlText.looksLikeSql("message text: where nothing")).isFalse();
        assertThat(SqlText.looksLikeSql(" AND fence = ?")).isTrue();
        assertThat(mutated(new SqlDropAndTerm(), "class A { String s = \"a and b\"; }")).isEmpty();
    }
}
