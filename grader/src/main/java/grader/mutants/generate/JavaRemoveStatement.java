package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A single-line {@code execute}/{@code executeUpdate} statement removed (its result unused).
 * Rollbacks are left to {@link JavaRemoveRollback}.
 */
final class JavaRemoveStatement implements Mutator {
    private static final Pattern EXECUTE = Pattern.compile("^[\\w.]+\\.(execute|executeUpdate)\\(.*\\);$");

    @Override
    public String name() {
        return "java-remove-statement";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        List<Edit> edits = new ArrayList<>();
        for (CodeLines.Line line : CodeLines.lines(source.text())) {
            String t = line.trimmed();
            if (CodeLines.startsInCode(source, line) && EXECUTE.matcher(t).matches() && CodeLines.balanced(t)
                    && !JavaRemoveRollback.isRollbackStatement(source, line)) {
                edits.add(CodeLines.removeStatement(line));
            }
        }
        return edits;
    }
}
