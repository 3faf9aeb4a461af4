package grader.report;

import grader.coordinator.ProgressListener;
import java.io.IOException;
import java.io.Writer;
import grader.model.CheckResult;
import grader.model.Status;

/**
 * Progress on the terminal while a grade runs: per lab one row with a mark per finished check
 * ({@code .} passed, {@code F} failed, {@code N} not implemented, {@code E} error, {@code T}
 * timed out, {@code C} crashed, {@code X} compile error, {@code S} skipped). Meant for stderr,
 * so the report on stdout stays clean; it never throws, as a listener must not end a grade.
 */
public final class TerminalProgress implements ProgressListener {
    private static final int MARKS_PER_ROW = 60;

    private final Writer out;
    private final Ansi ansi;
    private int marksInRow;
    private int finished;
    private int expected;
    private boolean broken;

    /** {@code colour}: mark failures in colour; the caller decides, see {@link TerminalColour#wanted()}. */
    public TerminalProgress(Writer out, boolean colour) {
        this.out = out;
        this.ansi = new Ansi(colour);
    }

    /** The mark a finished check leaves on the row. */
    public static char mark(Status status) {
        return switch (status) {
            case PASSED -> '.';
            case SKIPPED -> 'S';
            case FAILED -> 'F';
            case NOT_IMPLEMENTED -> 'N';
            case ERROR -> 'E';
            case TIMED_OUT -> 'T';
            case CRASHED -> 'C';
            case COMPILE_ERROR -> 'X';
        };
    }

    @Override
    public synchronized void labStarted(String lab, int checks) {
        finished = 0;
        expected = checks;
        marksInRow = 0;
        emit(DisplayWidth.pad(lab, 8));
    }

    @Override
    public synchronized void checkFinished(CheckResult result) {
        if (marksInRow == MARKS_PER_ROW) {
            emit(System.lineSeparator() + " ".repeat(8));
            marksInRow = 0;
        }
        emit(ansi.forStatus(result.status(), String.valueOf(mark(result.status()))));
        marksInRow++;
        finished++;
    }

    @Override
    public synchronized void labFinished(String lab) {
        emit(" " + finished + "/" + expected + System.lineSeparator());
    }

    private void emit(String text) {
        if (broken) {
            return;
        }
        try {
            out.write(text);
            out.flush();
        } catch (IOException closedTerminal) {
            broken = true;
        }
    }
}
