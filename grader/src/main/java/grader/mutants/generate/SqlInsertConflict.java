package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * An insert's conflict rule changed: {@code OR IGNORE} to {@code OR REPLACE} (overwrites the
 * first record) or to a plain insert (a duplicate becomes an error), and an
 * {@code ON CONFLICT ... DO NOTHING} removed.
 */
final class SqlInsertConflict implements Mutator {
    private static final Pattern OR_IGNORE = Pattern.compile("\\bINSERT\\s+OR\\s+IGNORE\\b");
    private static final Pattern DO_NOTHING = Pattern.compile("\\s*\\bON CONFLICT\\s*(\\([^)]*\\))?\\s*DO NOTHING\\b");

    @Override
    public String name() {
        return "sql-insert-conflict";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        List<Edit> edits = new ArrayList<>(SqlText.replaceAll(source, OR_IGNORE, "INSERT OR REPLACE", "INSERT"));
        edits.addAll(SqlText.replaceAll(source, DO_NOTHING, ""));
        return edits;
    }
}
