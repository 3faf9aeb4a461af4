package grader.mutants.generate;

import java.util.List;
import java.util.regex.Pattern;

/** {@code BEGIN IMMEDIATE} weakened to a deferred {@code BEGIN}: the write lock comes too late. */
final class SqlBeginImmediate implements Mutator {
    private static final Pattern PATTERN = Pattern.compile("\\bBEGIN IMMEDIATE\\b");

    @Override
    public String name() {
        return "sql-begin-immediate";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        return SqlText.replaceAll(source, PATTERN, "BEGIN");
    }
}
