package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds SQL inside string literals and turns matches within them into edits. */
final class SqlText {
    private static final Pattern SQL_WORD = Pattern.compile(
            "(?i)\\b(SELECT|INSERT|UPDATE|DELETE|CREATE|WHERE|BEGIN|COMMIT|ROLLBACK|VALUES|SET|FROM|AND|LIMIT|ORDER)\\b");

    private SqlText() {
    }

    /** True when a literal's content reads like (a piece of) SQL rather than a message. */
    static boolean looksLikeSql(String content) {
        Matcher m = SQL_WORD.matcher(content);
        int upperWords = 0;
        while (m.find()) {
            if (m.group().equals(m.group().toUpperCase(Locale.ROOT))) {
                upperWords++;
            }
        }
        return upperWords > 0;
    }

    /** Calls {@code each} with every SQL literal's content and its offset in the file. */
    static void forEachSql(JavaText source, BiConsumer<String, Integer> each) {
        for (JavaText.Span s : source.strings()) {
            String content = source.text().substring(s.start(), s.end());
            if (looksLikeSql(content)) {
                each.accept(content, s.start());
            }
        }
    }

    /** For every match of {@code pattern} in SQL literals, one edit replacing the match by each of {@code replacements}. */
    static List<Edit> replaceAll(JavaText source, Pattern pattern, String... replacements) {
        List<Edit> edits = new ArrayList<>();
        forEachSql(source, (content, at) -> {
            Matcher m = pattern.matcher(content);
            while (m.find()) {
                for (String r : replacements) {
                    edits.add(new Edit(at + m.start(), m.group(), r));
                }
            }
        });
        return edits;
    }
}
