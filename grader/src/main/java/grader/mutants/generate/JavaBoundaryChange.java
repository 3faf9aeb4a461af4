package grader.mutants.generate;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A boundary moved: {@code <} and {@code <=}, {@code >} and {@code >=} swapped. Only
 * operators with a space on both sides count, which leaves generics, lambdas and shifts alone.
 */
final class JavaBoundaryChange implements Mutator {
    private static final Pattern RELATION = Pattern.compile("(?<= )(<=|>=|<|>)(?= )");
    private static final Map<String, String> SWAPS = Map.of("<", "<=", "<=", "<", ">", ">=", ">=", ">");

    @Override
    public String name() {
        return "java-boundary-change";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        return CodeLines.codeMatches(source, RELATION).stream()
                .map(m -> new Edit(m.start(), m.group(), SWAPS.get(m.group())))
                .toList();
    }
}
