package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A comparison in SQL flipped: {@code > >= < <= = <>} each to its boundary or opposite. */
final class SqlComparisonFlip implements Mutator {
    private static final Pattern OPERATOR = Pattern.compile("(?<![<>=!])(>=|<=|<>|!=|>|<|=)(?![<>=])");
    private static final Pattern ASSIGNING_CLAUSE = Pattern.compile("(?i)\\b(SET|PRAGMA)\\b");
    private static final Pattern CONDITION_CLAUSE = Pattern.compile("(?i)\\b(WHERE|ON|WHEN|CHECK)\\b");
    private static final Map<String, String> FLIPS = Map.of(">", ">=", ">=", ">", "<", "<=", "<=", "<",
            "=", "<>", "<>", "=", "!=", "=");

    @Override
    public String name() {
        return "sql-comparison-flip";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        List<Edit> edits = new ArrayList<>();
        SqlText.forEachSql(source, (content, at) -> {
            Matcher m = OPERATOR.matcher(content);
            while (m.find()) {
                if (!isAssignment(content, m.start())) {
                    edits.add(new Edit(at + m.start(), m.group(), FLIPS.get(m.group())));
                }
            }
        });
        return edits;
    }

    /** An {@code =} after SET or PRAGMA with no WHERE between assigns rather than compares. */
    private static boolean isAssignment(String sql, int at) {
        String before = sql.substring(0, at);
        int assigning = lastStart(ASSIGNING_CLAUSE, before);
        return assigning >= 0 && lastStart(CONDITION_CLAUSE, before) < assigning;
    }

    private static int lastStart(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        int last = -1;
        while (m.find()) {
            last = m.start();
        }
        return last;
    }
}
