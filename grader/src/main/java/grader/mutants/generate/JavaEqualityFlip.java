package grader.mutants.generate;

import java.util.List;
import java.util.regex.Pattern;

/** A negated condition: {@code ==} becomes {@code !=} and the other way round. */
final class JavaEqualityFlip implements Mutator {
    private static final Pattern EQUALITY = Pattern.compile("(?<![=!<>])(==|!=)(?!=)");

    @Override
    public String name() {
        return "java-equality-flip";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        return CodeLines.codeMatches(source, EQUALITY).stream()
                .map(m -> new Edit(m.start(), m.group(), m.group().equals("==") ? "!=" : "=="))
                .toList();
    }
}
