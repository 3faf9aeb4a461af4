package grader.mutants.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import grader.mutants.Mutant;

/**
 * The unified diff of one mutant: a single hunk, since a mutant replaces one stretch of one
 * file, with {@code context} unchanged lines on each side.
 */
public final class UnifiedDiff {
    private UnifiedDiff() {
    }

    public static String of(Mutant mutant, String source, int context) {
        String mutated = mutant.applyTo(source);
        List<String> before = Arrays.asList(source.split("\n", -1));
        List<String> after = Arrays.asList(mutated.split("\n", -1));
        int firstLine = lineIndex(source, mutant.offset());
        int oldLast = lineIndex(source, mutant.offset() + Math.max(0, mutant.original().length() - 1));
        int newLast = oldLast + (after.size() - before.size());
        int from = Math.max(0, firstLine - context);
        int oldTo = Math.min(before.size() - 1, oldLast + context);
        int newTo = Math.min(after.size() - 1, newLast + context);
        List<String> out = new ArrayList<>();
        out.add("--- a/" + mutant.file());
        out.add("+++ b/" + mutant.file());
        out.add("@@ -" + (from + 1) + "," + (oldTo - from + 1) + " +" + (from + 1) + "," + (newTo - from + 1) + " @@");
        for (int i = from; i < firstLine; i++) {
            out.add(" " + before.get(i));
        }
        for (int i = firstLine; i <= oldLast; i++) {
            out.add("-" + before.get(i));
        }
        for (int i = firstLine; i <= newLast; i++) {
            out.add("+" + after.get(i));
        }
        for (int i = oldLast + 1; i <= oldTo; i++) {
            out.add(" " + before.get(i));
        }
        return String.join("\n", out) + "\n";
    }

    private static int lineIndex(String text, int offset) {
        int line = 0;
        for (int i = 0; i < offset && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
