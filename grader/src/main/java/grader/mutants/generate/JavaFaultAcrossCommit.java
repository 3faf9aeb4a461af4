package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A fault hook call moved across the commit: a fault call and the COMMIT on the next
 * statement line swap places, so a failure there lands on the wrong side of the commit.
 */
final class JavaFaultAcrossCommit implements Mutator {
    private static final Pattern FAULT = Pattern.compile("\\bFaultHook\\.at\\(|\\.reached\\(");
    private static final Pattern COMMIT = Pattern.compile("\"COMMIT\\b|\\.commit\\(\\)");

    @Override
    public String name() {
        return "java-fault-across-commit";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        List<CodeLines.Line> lines = CodeLines.lines(source.text()).stream()
                .filter(l -> CodeLines.startsInCode(source, l)).toList();
        List<Edit> edits = new ArrayList<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            CodeLines.Line a = lines.get(i);
            CodeLines.Line b = lines.get(i + 1);
            if (isStatement(a) && isStatement(b) && (fault(a) && commit(b) || commit(a) && fault(b))) {
                edits.add(swap(source.text(), a, b));
            }
        }
        return edits;
    }

    private static Edit swap(String text, CodeLines.Line a, CodeLines.Line b) {
        String original = text.substring(a.contentStart(), b.end());
        String between = text.substring(a.end(), b.contentStart());
        return new Edit(a.contentStart(), original, b.trimmed() + between + a.trimmed());
    }

    private static boolean isStatement(CodeLines.Line line) {
        String t = line.trimmed();
        return t.endsWith(";") && !t.contains("{") && CodeLines.balanced(t);
    }

    private static boolean fault(CodeLines.Line line) {
        return FAULT.matcher(line.text()).find();
    }

    private static boolean commit(CodeLines.Line line) {
        return COMMIT.matcher(line.text()).find();
    }
}
