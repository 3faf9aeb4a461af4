package grader.mutants.generate;

import java.util.List;
import java.util.regex.Pattern;

/** {@code IF NOT EXISTS} removed: a second start fails or, worse, is caught and hidden. */
final class SqlDropIfNotExists implements Mutator {
    private static final Pattern PATTERN = Pattern.compile("\\s+IF NOT EXISTS\\b");

    @Override
    public String name() {
        return "sql-drop-if-not-exists";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        return SqlText.replaceAll(source, PATTERN, "");
    }
}
