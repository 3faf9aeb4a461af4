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

    /** Statements the grader runs on its own connection to {@code db}, one step each (e.g. BEGIN IMMEDIATE, UPDATE, COMMIT). */
    record GraderSql(String name, Path db, List<String> statements) implements Actor {
    }
}
