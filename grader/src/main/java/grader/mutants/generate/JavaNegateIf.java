package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/** A negated condition: {@code if (c)} becomes {@code if (!(c))}. */
final class JavaNegateIf implements Mutator {
    private static final Pattern IF = Pattern.compile("\\bif\\s*\\(");

    @Override
    public String name() {
        return "java-negate-if";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        List<Edit> edits = new ArrayList<>();
        for (MatchResult m : CodeLines.codeMatches(source, IF)) {
            int open = m.end() - 1;
            int close = closingParen(source, open);
            if (close > open) {
                String condition = source.text().substring(open + 1, close);
                edits.add(new Edit(open + 1, condition, "!(" + condition + ")"));
            }
        }
        return edits;
    }

    private static int closingParen(JavaText source, int open) {
        String t = source.text();
        int depth = 0;
        for (int i = open; i < t.length(); i++) {
            if (!source.isCode(i)) {
                continue;
            }
            char c = t.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
