package grader.clauses;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.util.List;
import grader.ProjectPaths;
import grader.clauses.ClauseProblem.Kind;
import grader.labs.Lab;
import org.junit.jupiter.api.Test;

/** The clause table of a lab's docs page is written from its matrix, and a table that differs is named. */
class ClauseDocsTableTests {
    private static final String PAGE = "# Lab\n\nSome words.\n\n<!-- clause table -->\n<!-- end of clause table -->\n\n## After\n";

    private static ClauseMatrix lease() throws IOException {
        return ClauseMatrix.read(ClauseMatrix.fileOf(ProjectPaths.fixtures().resolve("clauses"), Lab.LEASE), Lab.LEASE);
    }

    @Test
    void aWrittenTableMatchesItsMatrixAndKeepsTheRestOfThePage() throws IOException {
        String page = ClauseDocsTable.rewrite(PAGE, lease()).orElseThrow();
        assertThat(page).startsWith("# Lab\n\nSome words.\n\n<!-- clause table: written from fixtures/clauses/lease.json")
                .endsWith("<!-- end of clause table -->\n\n## After\n")
                .contains("| `lease.1.schema` | 1 | initDb creates table jobs(");
        assertThat(ClauseDocsTable.problems(lease(), page)).isEmpty();
        assertThat(ClauseDocsTable.rewrite(page, lease())).contains(page);
    }

    @Test
    void aRowThatDriftedIsNamedByItsClause() throws IOException {
        String page = ClauseDocsTable.rewrite(PAGE, lease()).orElseThrow()
                .replace("`04-claim-split-over-two-transactions`", "");
        assertThat(ClauseDocsTable.problems(lease(), page))
                .extracting(ClauseProblem::kind, ClauseProblem::clause, ClauseProblem::file)
                .containsExactly(tuple(Kind.DOCS_ROW, "lease.4.claim-atomic", "docs/labs/lease.md"));
    }

    @Test
    void aTableOutOfOrderOrWithARowOfNoClauseIsNamedAsAWhole() throws IOException {
        String page = ClauseDocsTable.rewrite(PAGE, lease()).orElseThrow()
                .replace("<!-- end of clause table -->", "| `lease.9.gone` | 9 | old | | |\n<!-- end of clause table -->");
        assertThat(ClauseDocsTable.problems(lease(), page)).extracting(ClauseProblem::kind)
                .containsExactly(Kind.DOCS_TABLE);
    }

    @Test
    void aPageWithoutTheMarkersHasNoTableToWrite() throws IOException {
        assertThat(ClauseDocsTable.rewrite("# Lab\n", lease())).isEmpty();
        assertThat(ClauseDocsTable.problems(lease(), "# Lab\n")).extracting(ClauseProblem::kind, ClauseProblem::details)
                .containsExactly(tuple(Kind.DOCS_NO_TABLE, List.of("lease")));
    }
}
