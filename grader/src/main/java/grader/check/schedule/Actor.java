package grader.check.schedule;

import java.nio.file.Path;
import java.util.List;
import grader.check.Attempt;

/** One party of a forced run: a call of the lab under test, or a transaction the grader runs itself. */
public sealed interface Actor {
    /** How the schedule and its message name the actor: "A", "B", "grader". */
    String name();

    /** A call of the submission; the statements it runs on the scheduled file are its steps. */
    record Call(String name, Attempt.Call<?> call) implements Actor {
    }

    /**
     * POSTs of JSON {@code bodies} to {@code path} of a server of the submission on {@code port},
     * sent together. Each thread of the subject that runs a statement meanwhile is an actor of
     * its own (T1, T2, ...: {@link ForcedRun#perThread}), whatever connection it runs it on;
     * the outcome is the list of answers, in order.
     */
    record Requests(String name, int port, String path, List<String> bodies) implements Actor {
    }

    /** Statements the grader runs on its own connection to {@code db}, one step each (e.g. BEGIN IMMEDIATE, UPDATE, COMMIT). */
    record GraderSql(String name, Path db, List<String> statements) implements Actor {
    }
}
