package grader.mutants.generate;

import java.util.Arrays;
import java.util.List;

/**
 * The first line a change really alters, found by a line diff of the lines it spans: a
 * change over several lines often keeps its first lines (an {@code @Override}, a method
 * head) and an equivalence keyed on those would name a line that did not change.
 *
 * @param offset   where the change starts in the original text, or that line's start when it keeps its first
 *                 lines (for the enclosing method)
 * @param original the first line the change removes or alters, trimmed; "" when it only adds lines
 * @param mutated  the first line the change adds in its place, trimmed; "" when it only removes lines
 */
public record ChangedLine(int offset, String original, String mutated) {

    public static ChangedLine of(String text, int offset, String original, String replacement) {
        int firstLineStart = text.lastIndexOf('\n', offset - 1) + 1;
        int oldEnd = lineEnd(text, offset + original.length());
        String mutatedText = text.substring(0, offset) + replacement + text.substring(offset + original.length());
        int newEnd = lineEnd(mutatedText, offset + replacement.length());
        List<String> before = lines(text.substring(firstLineStart, oldEnd));
        List<String> after = lines(mutatedText.substring(firstLineStart, newEnd));
        return firstHunk(offset, firstLineStart, before, after);
    }

    /** Skips the lines both keep at the start, then takes the first line each side has outside the common ones. */
    private static ChangedLine firstHunk(int offset, int lineStart, List<String> before, List<String> after) {
        int[][] common = commonSuffixLengths(before, after);
        int i = 0;
        int j = 0;
        int at = offset;
        while (i < before.size() && j < after.size() && before.get(i).equals(after.get(j))) {
            lineStart += before.get(i).length() + 1;
            at = lineStart;
            i++;
            j++;
        }
        // A line is part of the hunk when leaving it out keeps the longest common subsequence.
        boolean removes = i < before.size() && common[i + 1][j] == common[i][j];
        boolean adds = j < after.size() && common[i][j + 1] == common[i][j];
        return new ChangedLine(at, removes ? before.get(i).strip() : "",
                adds ? after.get(j).strip() : "");
    }

    /** {@code l[i][j]}: the length of a longest common subsequence of {@code a[i..]} and {@code b[j..]}. */
    private static int[][] commonSuffixLengths(List<String> a, List<String> b) {
        int[][] l = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                l[i][j] = a.get(i).equals(b.get(j)) ? l[i + 1][j + 1] + 1 : Math.max(l[i + 1][j], l[i][j + 1]);
            }
        }
        return l;
    }

    private static int lineEnd(String text, int offset) {
        int end = text.indexOf('\n', offset);
        return end < 0 ? text.length() : end;
    }

    private static List<String> lines(String block) {
        return Arrays.asList(block.split("\n", -1));
    }
}
