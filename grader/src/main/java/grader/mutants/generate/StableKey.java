package grader.mutants.generate;

import grader.mutants.SourcePosition;

/**
 * What identifies a generated mutant across edits elsewhere in its file: the file, the
 * mutator, the original line's text and the same line after the change (both trimmed).
 * The equivalence file matches on exactly these four parts.
 */
public final class StableKey {
    private StableKey() {
    }

    public static String of(String file, String mutator, String text, int offset, String original, String replacement) {
        return file + "|" + mutator + "|" + originalLine(text, offset) + "|"
                + mutatedLine(text, offset, original, replacement);
    }

    public static String originalLine(String text, int offset) {
        return SourcePosition.lineAt(text, offset).strip();
    }

    /** The line holding the change's start, after the change (the first line of it, when it spans lines). */
    public static String mutatedLine(String text, int offset, String original, String replacement) {
        String mutated = text.substring(0, offset) + replacement + text.substring(offset + original.length());
        return SourcePosition.lineAt(mutated, offset).strip();
    }
}
