package grader.check;

import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * One call to the code under test, described for the student, with the state to read back
 * if the outcome is wrong. Every method either returns normally or throws a
 * {@link CheckFailure} naming what was tried, expected and observed.
 *
 * <p>An {@link UnsupportedOperationException} from a starter stub (the submission's own code,
 * see {@link Stubs}) is never wrapped, so the report can say "not implemented", and it never
 * counts as the exception a check expects.
 */
public final class Attempt {
    /** Work that may throw anything, as the code under test may. */
    @FunctionalInterface
    public interface Call<T> {
        T run() throws Exception;
    }

    /** Reads state through an independent connection, for the failure message. */
    @FunctionalInterface
    public interface StateSource {
        String read() throws Exception;
    }

    private final String tried;
    private StateSource state;
    private Supplier<String> replay;

    Attempt(String tried) {
        this.tried = tried;
    }

    /** Where to read the state from when this attempt fails. */
    public Attempt state(StateSource source) {
        this.state = source;
        return this;
    }

    /** How to replay this attempt's process by hand, shown last in a failure (crash checks). */
    public Attempt replay(Supplier<String> command) {
        this.replay = command;
        return this;
    }

    /** Runs the call and returns its value; an exception is a failure. */
    public <T> T returns(Call<T> call) {
        try {
            return call.run();
        } catch (Exception | Error e) {
            Stubs.rethrowIfStub(e);
            throw fail("a normal return", Values.show(e));
        }
    }

    /** Runs the call and requires the value {@code expected} (numbers by value). */
    public <T> T returns(Object expected, Call<T> call) {
        T actual = returns(call);
        if (!Values.same(expected, actual)) {
            throw fail(Values.show(expected), Values.show(actual));
        }
        return actual;
    }

    /** Runs the call and requires a value that {@code ok} accepts, described as {@code expected}. */
    public <T> T returnsMatching(String expected, Predicate<? super T> ok, Call<T> call) {
        T actual = returns(call);
        if (!ok.test(actual)) {
            throw fail(expected, Values.show(actual));
        }
        return actual;
    }

    /**
     * Runs the call and requires an exception of {@code type} (or a subtype); returns it. A
     * starter stub's exception is never accepted, whatever {@code type} is.
     */
    public <X extends Throwable> X throwsA(Class<X> type, Call<?> call) {
        Object returned;
        try {
            returned = call.run();
        } catch (Exception | Error e) {
            Stubs.rethrowIfStub(e);
            if (type.isInstance(e)) {
                return type.cast(e);
            }
            throw fail("an exception of type " + type.getSimpleName(), Values.show(e));
        }
        throw fail("an exception of type " + type.getSimpleName(), "returned " + Values.show(returned));
    }

    /** Requires {@code condition} after the call; {@code actual} says what was seen instead. */
    public void holds(boolean condition, String expected, Object actual) {
        if (!condition) {
            throw fail(expected, actual instanceof String ? (String) actual : Values.show(actual));
        }
    }

    /** A failure of this attempt, with the state read back now. */
    public CheckFailure fail(String expected, String actual) {
        return new CheckFailure(tried, expected, actual, readState(), replay == null ? null : replay.get());
    }

    private String readState() {
        if (state == null) {
            return null;
        }
        try {
            return state.read();
        } catch (Exception e) {
            return "(could not read the state back: " + e + ")";
        }
    }
}
