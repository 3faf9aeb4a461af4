package grader.report;

import java.util.ArrayList;
import java.util.List;
import grader.model.CheckResult;
import grader.model.Failure;

/**
 * Why a check did not pass, as labelled lines: tried, expected, actual, state and replay (in
 * that order: the long replay command last) when the check reported those parts, else its message as it came. Values spanning several lines
 * keep their line breaks, indented under the first.
 */
public final class FailureText {
    private FailureText() {
    }

    /** The labelled lines, no indentation; empty when there is nothing to say. */
    static List<String> lines(CheckResult check, Messages messages) {
        List<String> lines = new ArrayList<>();
        Failure failure = check.failure();
        if (failure != null) {
            String[][] parts = {
                {messages.text("label.tried"), messages.value(failure.tried())},
                {messages.text("label.expected"), messages.value(failure.expected())},
                {messages.text("label.actual"), messages.value(failure.actual())},
                {messages.text("label.state"), messages.value(failure.state())},
                {messages.text("label.replay"), failure.replay()},
            };
            int width = labelWidth(parts);
            for (String[] part : parts) {
                if (part[1] != null) {
                    addLabelled(lines, part[0], part[1], width);
                }
            }
        } else if (check.message() != null && !check.message().isBlank()) {
            addLabelled(lines, messages.text("label.message"), messages.value(check.message()), 0);
        }
        return lines;
    }

    /**
     * The first of those lines, for a one-line account such as --watch's (its label and value in
     * the report's language); null when there is nothing to say.
     */
    public static String firstLine(CheckResult check, Messages messages) {
        List<String> lines = lines(check, messages);
        return lines.isEmpty() ? null : lines.get(0);
    }

    /** The same lines joined with newlines, for formats that hold one text per check. */
    static String text(CheckResult check, Messages messages) {
        return String.join("\n", lines(check, messages));
    }

    private static int labelWidth(String[][] parts) {
        int width = 0;
        for (String[] part : parts) {
            if (part[1] != null) {
                width = Math.max(width, DisplayWidth.of(part[0]));
            }
        }
        return width;
    }

    private static void addLabelled(List<String> lines, String label, String value, int width) {
        String head = DisplayWidth.pad(label + ":", width + 1) + " ";
        String indent = " ".repeat(DisplayWidth.of(head));
        String[] valueLines = value.split("\\R", -1);
        lines.add(head + printable(valueLines[0]));
        for (int i = 1; i < valueLines.length; i++) {
            lines.add(indent + printable(valueLines[i]));
        }
    }

    /**
     * One line with control characters other than tab shown as U+FFFD: values come from the
     * submission, and an escape sequence in them must not drive the student's terminal.
     */
    static String printable(String line) {
        StringBuilder out = new StringBuilder(line.length());
        line.codePoints().forEach(cp -> out.appendCodePoint(cp != '\t' && Character.isISOControl(cp) ? 0xFFFD : cp));
        return out.toString();
    }
}
