package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One term of a WHERE's AND chain dropped: {@code a AND b} becomes {@code a} (or {@code b}). */
final class SqlDropAndTerm implements Mutator {
    private static final Pattern AND = Pattern.compile("\\bAND\\b");
    private static final Pattern WHERE = Pattern.compile("\\bWHERE\\s+");
    private static final Pattern TERM_END = Pattern.compile("\\b(AND|OR|ORDER BY|GROUP BY|LIMIT|RETURNING)\\b|;");

    @Override
    public String name() {
        return "sql-drop-and-term";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        List<Edit> edits = new ArrayList<>();
        SqlText.forEachSql(source, (sql, at) -> {
            Matcher and = AND.matcher(sql);
            while (and.find()) {
                if (sql.substring(0, and.start()).matches("(?s).*\\bBETWEEN\\b[^()]*")) {
                    continue;
                }
                int end = termEnd(sql, and.end());
                edits.add(new Edit(at + and.start(), sql.substring(and.start(), end), ""));
                firstTerm(sql, and.start()).ifPresent(start ->
                        edits.add(new Edit(at + start, sql.substring(start, and.end()), "")));
            }
        });
        return edits;
    }

    /** Where the term before the first AND after WHERE starts, when that AND is the first. */
    private static java.util.Optional<Integer> firstTerm(String sql, int andStart) {
        Matcher where = WHERE.matcher(sql);
        int start = -1;
        while (where.find() && where.start() < andStart) {
            start = where.end();
        }
        if (start < 0 || AND.matcher(sql.substring(start, andStart)).find()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(start);
    }

    /** The end of the term starting at {@code from}: the next top-level connective, an unmatched ')' or the end. */
    static int termEnd(String sql, int from) {
        int depth = 0;
        for (int i = from; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth < 0) {
                return trimEnd(sql, from, i);
            } else if (depth == 0 && i > from + 1) {
                Matcher m = TERM_END.matcher(sql).region(i, sql.length());
                if (m.lookingAt() && Character.isWhitespace(sql.charAt(i - 1))) {
                    return trimEnd(sql, from, i);
                }
            }
        }
        return trimEnd(sql, from, sql.length());
    }

    private static int trimEnd(String sql, int from, int end) {
        int e = end;
        while (e > from && Character.isWhitespace(sql.charAt(e - 1))) {
            e--;
        }
        return e;
    }
}
