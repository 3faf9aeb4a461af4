package grader.check.explore;

import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import grader.check.Attempt;
import grader.check.Values;
import labs.ConflictException;
import labs.DeliveryException;

/**
 * The classes of exception the contracts name. Two outcomes are the same failure when they
 * fall in the same class: the message, the subclass (a {@code NumberFormatException} is an
 * {@code IllegalArgumentException}) and the driver's own subclass of {@code SQLException} are
 * the code's choice, and so is carrying a database error as the cause of another exception.
 */
public final class ExceptionKinds {
    private static final List<Class<? extends Throwable>> NAMED = List.of(IllegalArgumentException.class,
            ConflictException.class, DeliveryException.class, SQLException.class, IOException.class);

    private ExceptionKinds() {
    }

    /** The simple name of the contract's class that {@code thrown} belongs to, else its own class name. */
    public static String of(Throwable thrown) {
        for (Class<? extends Throwable> kind : NAMED) {
            if (kind.isInstance(thrown)) {
                return kind.getSimpleName();
            }
        }
        return thrown.getClass().getName();
    }

    /**
     * Whether {@code thrown} is of the contract's class {@code kind}. A database error may also
     * come as the cause of another exception (the usual way to carry a checked exception out
     * of a lambda or a pool's task): the contract asks that it be thrown, not how it is wrapped.
     */
    public static boolean is(Class<? extends Throwable> kind, Throwable thrown) {
        if (thrown != null && kind.isInstance(thrown)) {
            return true;
        }
        if (kind != SQLException.class) {
            return false;
        }
        int depth = 0;
        for (Throwable cause = thrown == null ? null : thrown.getCause(); cause != null && depth < 8;
                cause = cause.getCause(), depth++) {
            if (cause instanceof SQLException) {
                return true;
            }
        }
        return false;
    }

    /**
     * Requires {@code thrown} to be the database's error (an SQLException, or an exception caused
     * by one): code that throws its own exception before any statement would otherwise pass a
     * check of what a failing database call leaves behind without trying.
     */
    public static void requireDatabaseError(Attempt attempt, Throwable thrown) {
        attempt.holds(is(SQLException.class, thrown),
                "the database's error passed on (an SQLException, or an exception caused by one)", Values.show(thrown));
    }
}
