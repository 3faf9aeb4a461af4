package grader.mutants;

/** A 1-based line and column in a source text, as Stryker and editors count them. */
public record SourcePosition(int line, int column) {

    public static SourcePosition at(String text, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new SourcePosition(line, offset - lineStart + 1);
    }

    /** The full text of the line holding {@code offset}, without its newline. */
    public static String lineAt(String text, int offset) {
        int start = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
        if (offset == 0) {
            start = 0;
        }
        int end = text.indexOf('\n', offset);
        return text.substring(start, end < 0 ? text.length() : end);
    }
}
