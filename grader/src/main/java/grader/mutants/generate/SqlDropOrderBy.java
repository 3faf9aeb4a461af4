package grader.mutants.generate;

import java.util.List;
import java.util.regex.Pattern;

/** {@code ORDER BY ...} removed: rows come in whatever order the table has. */
final class SqlDropOrderBy implements Mutator {
    private static final Pattern PATTERN = Pattern.compile("\\s*\\bORDER BY\\s+[\\w.]+(\\s+(ASC|DESC))?(\\s*,\\s*[\\w.]+(\\s+(ASC|DESC))?)*");

    @Override
    public String name() {
        return "sql-drop-order-by";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        return SqlText.replaceAll(source, PATTERN, "");
    }
}
