package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Line-level and token-level views of a file's code, skipping comments and literals. */
final class CodeLines {
    /** One line: {@code start} is its first character, {@code text} excludes the newline. */
    record Line(int number, int start, String text) {
        int end() {
            return start + text.length();
        }

        String trimmed() {
            return text.strip();
        }

        /** Offset of the first non-blank character. */
        int contentStart() {
            return start + (text.length() - text.stripLeading().length());
        }
    }

    private CodeLines() {
    }

    static List<Line> lines(String text) {
        List<Line> lines = new ArrayList<>();
        int start = 0;
        int number = 1;
        while (start <= text.length()) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            lines.add(new Line(number++, start, text.substring(start, end)));
            if (nl < 0) {
                break;
            }
            start = nl + 1;
        }
        return lines;
    }

    /** Matches of {@code pattern} that lie wholly in code. */
    static List<MatchResult> codeMatches(JavaText source, Pattern pattern) {
        List<MatchResult> out = new ArrayList<>();
        Matcher m = pattern.matcher(source.text());
        while (m.find()) {
            if (source.isCode(m.start(), m.end())) {
                out.add(m.toMatchResult());
            }
        }
        return out;
    }

    /** True when the line's first non-blank character is code (not inside a comment or text block). */
    static boolean startsInCode(JavaText source, Line line) {
        return !line.trimmed().isEmpty() && source.isCode(line.contentStart());
    }

    /** An edit that removes the statement on {@code line}, keeping its indentation and newline. */
    static Edit removeStatement(Line line) {
        return new Edit(line.contentStart(), line.trimmed(), "");
    }

    /** True when parentheses balance on the line, so it holds a whole statement. */
    static boolean balanced(String text) {
        int depth = 0;
        for (char c : text.toCharArray()) {
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth < 0) {
                return false;
            }
        }
        return depth == 0;
    }
}
