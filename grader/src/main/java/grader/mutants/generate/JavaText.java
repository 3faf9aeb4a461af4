package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;

/**
 * A Java source file cut into code, comments and literals by a small scanner (no parser):
 * enough to tell where SQL strings are and which characters are real code.
 */
public final class JavaText {
    /** What a stretch of the file is. */
    public enum Kind { CODE, COMMENT, STRING, CHAR }

    /** {@code [start, end)} of one stretch; for a string, the content between the quotes. */
    public record Span(Kind kind, int start, int end) {
    }

    private final String text;
    private final List<Span> spans;
    private final Kind[] kinds;

    public JavaText(String text) {
        this.text = text;
        this.spans = scan(text);
        this.kinds = new Kind[text.length()];
        for (Span s : spans) {
            for (int i = s.start(); i < s.end(); i++) {
                kinds[i] = s.kind();
            }
        }
    }

    public String text() {
        return text;
    }

    /** The string literals' contents (text blocks included), in file order. */
    public List<Span> strings() {
        return spans.stream().filter(s -> s.kind() == Kind.STRING).toList();
    }

    /** True when the character at {@code offset} is code, not a comment or a literal or its quotes. */
    public boolean isCode(int offset) {
        return offset >= 0 && offset < text.length() && kinds[offset] == Kind.CODE;
    }

    /** True when every character in {@code [start, end)} is code. */
    public boolean isCode(int start, int end) {
        for (int i = start; i < end; i++) {
            if (!isCode(i)) {
                return false;
            }
        }
        return true;
    }

    private static List<Span> scan(String t) {
        List<Span> out = new ArrayList<>();
        int i = 0;
        int codeStart = 0;
        while (i < t.length()) {
            int end;
            Kind kind;
            int contentStart;
            if (t.startsWith("//", i)) {
                kind = Kind.COMMENT;
                contentStart = i;
                end = lineEnd(t, i);
            } else if (t.startsWith("/*", i)) {
                kind = Kind.COMMENT;
                contentStart = i;
                int close = t.indexOf("*/", i + 2);
                end = close < 0 ? t.length() : close + 2;
            } else if (t.startsWith("\"\"\"", i)) {
                kind = Kind.STRING;
                contentStart = i + 3;
                int close = closing(t, contentStart, "\"\"\"");
                end = close;
            } else if (t.charAt(i) == '"' || t.charAt(i) == '\'') {
                kind = t.charAt(i) == '"' ? Kind.STRING : Kind.CHAR;
                contentStart = i + 1;
                end = closing(t, contentStart, String.valueOf(t.charAt(i)));
            } else {
                i++;
                continue;
            }
            if (codeStart < i) {
                out.add(new Span(Kind.CODE, codeStart, i));
            }
            int quoteLength = contentStart - i;
            if (kind == Kind.COMMENT) {
                out.add(new Span(kind, i, end));
                i = end;
            } else {
                out.add(new Span(kind, contentStart, end));
                i = Math.min(t.length(), end + quoteLength);
            }
            codeStart = i;
        }
        if (codeStart < t.length()) {
            out.add(new Span(Kind.CODE, codeStart, t.length()));
        }
        return out;
    }

    /** The offset of the closing {@code quote} after {@code from}, skipping escapes. */
    private static int closing(String t, int from, String quote) {
        int i = from;
        while (i < t.length()) {
            if (t.charAt(i) == '\\') {
                i += 2;
            } else if (t.startsWith(quote, i)) {
                return i;
            } else {
                i++;
            }
        }
        return t.length();
    }

    private static int lineEnd(String t, int from) {
        int nl = t.indexOf('\n', from);
        return nl < 0 ? t.length() : nl;
    }
}
