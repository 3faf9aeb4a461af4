package grader.clauses;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import grader.clauses.ClauseProblem.Kind;
import grader.labs.Lab;

/**
 * The clause table of {@code docs/labs/<lab>.md}, written from the lab's clause matrix so the
 * two cannot drift: the lines between {@link #BEGIN} and {@link #END} are the matrix's rows,
 * and {@code ./grade clauses LAB --write-docs} writes them again after an edit of the matrix.
 */
public final class ClauseDocsTable {
    /** The line that opens the table (it may go on with a note; it starts with this). */
    public static final String BEGIN = "<!-- clause table";
    /** The line that closes it. */
    public static final String END = "<!-- end of clause table -->";
    private static final String HEADER = "| clause | step | what must hold | checks | wrong changes |\n|---|---|---|---|---|\n";

    private ClauseDocsTable() {
    }

    /** Where a lab's docs page lives in the repository: the file the table is in. */
    public static String pathOf(Lab lab) {
        return "docs/labs/" + lab.id() + ".md";
    }

    /** The table's lines, markers included, as {@code matrix} makes them. */
    public static String render(ClauseMatrix matrix) {
        StringBuilder out = new StringBuilder(BEGIN + ": written from " + ClauseMatrix.pathOf(matrix.lab())
                + " by ./grade clauses " + matrix.lab().id() + " --write-docs; edit the matrix, not this table -->\n");
        out.append(HEADER);
        rows(matrix).values().forEach(row -> out.append(row).append('\n'));
        return out.append(END).append('\n').toString();
    }

    /** {@code page} with its table replaced by {@code matrix}'s; empty when the page has no table to replace. */
    public static Optional<String> rewrite(String page, ClauseMatrix matrix) {
        return span(page).map(at -> page.substring(0, at[0]) + render(matrix)
                + page.substring(Math.min(page.length(), at[1] + 1)));
    }

    /**
     * Where the table in {@code page} differs from {@code matrix}: a row per clause that differs;
     * the whole table when no row or every row is as the matrix makes it (another order, a row of no clause).
     */
    public static List<ClauseProblem> problems(ClauseMatrix matrix, String page) {
        Lab lab = matrix.lab();
        String doc = pathOf(lab);
        String matrixFile = ClauseMatrix.pathOf(lab);
        Optional<String> table = tableIn(page);
        if (table.isEmpty()) {
            return List.of(ClauseProblem.of(Kind.DOCS_NO_TABLE, "", doc, lab.id()));
        }
        String wanted = render(matrix);
        if (table.get().equals(wanted)) {
            return List.of();
        }
        List<ClauseProblem> problems = new ArrayList<>();
        List<String> lines = table.get().lines().toList();
        rows(matrix).forEach((id, row) -> {
            if (!lines.contains(row)) {
                problems.add(ClauseProblem.of(Kind.DOCS_ROW, id, doc, matrixFile, lab.id()));
            }
        });
        if (problems.isEmpty() || problems.size() == matrix.clauses().size()) {
            return List.of(ClauseProblem.of(Kind.DOCS_TABLE, "", doc, matrixFile, lab.id()));
        }
        return problems;
    }

    /** The lines from {@link #BEGIN} to {@link #END}, both included, as {@link #render} writes them. */
    private static Optional<String> tableIn(String page) {
        return span(page).map(at -> page.substring(at[0], at[1]) + "\n");
    }

    /** Where the table is: from the start of its {@link #BEGIN} line to the end of its {@link #END}. */
    private static Optional<int[]> span(String page) {
        int begin = page.indexOf("\n" + BEGIN) + 1;
        int end = begin == 0 ? -1 : page.indexOf(END, begin);
        return end < 0 ? Optional.empty() : Optional.of(new int[] {begin, end + END.length()});
    }

    /** Each clause's row, by clause id, in the matrix's order. */
    private static Map<String, String> rows(ClauseMatrix matrix) {
        Map<String, String> rows = new LinkedHashMap<>();
        for (Clause c : matrix.clauses()) {
            rows.put(c.id(), "| `" + c.id() + "` | " + c.step() + " | " + cell(c.text()) + " | " + names(c.checks())
                    + " | " + names(c.mutants()) + " |");
        }
        return rows;
    }

    private static String names(List<String> names) {
        return names.stream().map(n -> "`" + n + "`").collect(Collectors.joining(", "));
    }

    /** A text as a table cell: a bar would end the cell. */
    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }
}
