package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/**
 * A swallowed exception: a {@code throw} inside a catch block becomes a return of the
 * enclosing method's default value ({@code false}, {@code 0}, {@code null}, or nothing).
 */
final class JavaSwallowException implements Mutator {
    private static final Pattern CATCH = Pattern.compile("\\bcatch\\s*\\([^)]*\\)\\s*\\{");
    private static final Pattern THROW = Pattern.compile("\\bthrow\\b[^;{}]*;");

    @Override
    public String name() {
        return "java-swallow-exception";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        MethodIndex methods = new MethodIndex(source);
        List<Edit> edits = new ArrayList<>();
        List<MatchResult> throwsInCode = CodeLines.codeMatches(source, THROW);
        for (MatchResult c : CodeLines.codeMatches(source, CATCH)) {
            int open = c.end() - 1;
            int close = MethodIndex.matchingBrace(source, open);
            for (MatchResult t : throwsInCode) {
                if (t.start() > open && t.end() < close) {
                    defaultReturn(methods, t.start())
                            .ifPresent(r -> edits.add(new Edit(t.start(), t.group(), r)));
                }
            }
        }
        return edits;
    }

    private static Optional<String> defaultReturn(MethodIndex methods, int offset) {
        return methods.innermost(offset).map(m -> switch (m.returnType()) {
            case "void", "" -> "return;";
            case "boolean" -> "return false;";
            case "int", "long", "double", "float", "short", "byte", "char" -> "return 0;";
            default -> "return null;";
        });
    }
}
