package grader.mutants;

import java.io.PrintStream;

/** Hears about a mutant run while it goes; every method is a no-op unless overridden. */
public interface MutantProgress {
    default void baselineStarted(int rounds) {
    }

    default void mutantsStarted(int total) {
    }

    default void mutantFinished(MutantOutcome outcome, int done, int total) {
    }

    /** A line worth saying that is not about one mutant (reuse, a cache that could not be written). */
    default void note(String line) {
    }

    /** One line per event on {@code out} (stderr), so the report on stdout stays clean. */
    static MutantProgress lines(PrintStream out) {
        return new MutantProgress() {
            @Override
            public void baselineStarted(int rounds) {
                out.println("grading the unmodified reference " + rounds + " times (baseline)...");
            }

            @Override
            public void note(String line) {
                out.println(line);
            }

            @Override
            public void mutantsStarted(int total) {
                out.println("grading " + total + " mutants...");
            }

            @Override
            public void mutantFinished(MutantOutcome outcome, int done, int total) {
                // A reused verdict was not graded now: its time is an earlier run's.
                String how = outcome.reused() ? "reused, graded in " + outcome.millis() + " ms by an earlier run"
                        : outcome.millis() + " ms";
                out.printf("[%d/%d] %-48s %s (%s)%n", done, total, outcome.mutant().id(), outcome.verdict().label(), how);
            }
        };
    }
}
