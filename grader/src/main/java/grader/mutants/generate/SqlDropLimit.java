package grader.mutants.generate;

import java.util.List;
import java.util.regex.Pattern;

/** {@code LIMIT n} removed: a batch is no longer bounded. */
final class SqlDropLimit implements Mutator {
    private static final Pattern PATTERN = Pattern.compile("\\s*\\bLIMIT\\s+(\\?|\\d+)(\\s+OFFSET\\s+(\\?|\\d+))?");

    @Override
    public String name() {
        return "sql-drop-limit";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        return SqlText.replaceAll(source, PATTERN, "");
    }
}
