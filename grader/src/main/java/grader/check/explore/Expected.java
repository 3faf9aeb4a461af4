package grader.check.explore;

import java.sql.SQLException;
import java.util.function.Predicate;
import grader.check.Values;

/**
 * What the contract allows one call to do, as the model of the lab says it: one value, one
 * class of exception, or (where the contract leaves a choice open, such as which racer wins)
 * any outcome of a described class. {@code typical} is the outcome a generator assumes when it
 * plans the calls after this one.
 */
public final class Expected {
    private final String description;
    private final Predicate<Outcome> accepts;
    private final Outcome typical;

    private Expected(String description, Predicate<Outcome> accepts, Outcome typical) {
        this.description = description;
        this.accepts = accepts;
        this.typical = typical;
    }

    /** Returns exactly {@code value} (numbers by value). */
    public static Expected value(Object value) {
        return new Expected("returns " + Values.show(value),
                o -> !o.threw() && Values.same(value, o.value()), Outcome.returned(value));
    }

    /** Throws an exception of the contract's class {@code kind} (any subclass, any message). */
    public static Expected thrown(Class<? extends Throwable> kind) {
        return new Expected("throws " + kind.getSimpleName(), o -> ExceptionKinds.is(kind, o.thrown()),
                new Outcome(null, new IllegalStateException("planned: " + kind.getSimpleName())));
    }

    /** Returns any value that {@code ok} accepts, described as {@code description}; {@code typical} is one of them. */
    public static Expected matching(String description, Predicate<Object> ok, Object typical) {
        return new Expected(description, o -> !o.threw() && ok.test(o.value()), Outcome.returned(typical));
    }

    /** Any outcome that {@code ok} accepts, described as {@code description}; {@code typical} is one of them. */
    public static Expected of(String description, Predicate<Outcome> ok, Outcome typical) {
        return new Expected(description, ok, typical);
    }

    /**
     * {@code usual}, or an exception of class {@code kind}: where a database the grader made
     * fail may or may not be touched by a correct call (a refusal that writes nothing need not
     * meet the failure, one that writes a no-op does).
     */
    public static Expected orThrown(Expected usual, Class<? extends Throwable> kind) {
        return new Expected(usual.description + ", or throws " + kind.getSimpleName(),
                o -> usual.accepts(o) || ExceptionKinds.is(kind, o.thrown()), usual.typical);
    }

    /**
     * What a call may do while the grader makes writes fail ({@code writesFail}), given what it
     * does otherwise: one that would change a row must throw the database error (never report
     * success or a refusal); one that refuses may refuse or meet the error; either way nothing
     * changes. Without the failure, {@code usual}.
     */
    public static Expected underWriteFailure(boolean writesFail, Expected usual, boolean changes) {
        if (!writesFail) {
            return usual;
        }
        return changes ? thrown(SQLException.class) : orThrown(usual, SQLException.class);
    }

    public boolean accepts(Outcome actual) {
        return accepts.test(actual);
    }

    public String description() {
        return description;
    }

    public Outcome typical() {
        return typical;
    }
}
