package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** A rollback statement removed: a failed write leaves its transaction open or half done. */
final class JavaRemoveRollback implements Mutator {
    private static final Pattern ROLLBACK = Pattern.compile("(\"ROLLBACK\\b|(?i)\\brollback\\w*\\s*\\()");

    @Override
    public String name() {
        return "java-remove-rollback";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        List<Edit> edits = new ArrayList<>();
        for (CodeLines.Line line : CodeLines.lines(source.text())) {
            if (isRollbackStatement(source, line)) {
                edits.add(CodeLines.removeStatement(line));
            }
        }
        return edits;
    }

    static boolean isRollbackStatement(JavaText source, CodeLines.Line line) {
        String t = line.trimmed();
        return CodeLines.startsInCode(source, line) && t.endsWith(";") && !t.contains("{")
                && !t.startsWith("return") && !t.startsWith("throw") && CodeLines.balanced(t)
                && ROLLBACK.matcher(t).find();
    }
}
