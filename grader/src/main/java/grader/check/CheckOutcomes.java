package grader.check;

import subject.Frames;
import java.lang.reflect.Method;
import grader.check.Check;
import grader.check.CheckFailure;
import grader.check.CheckIds;
import grader.check.LabStep;
import grader.check.Stubs;
import grader.model.CheckResult;
import grader.model.Failure;
import grader.model.GraderLimit;
import grader.model.Status;
import org.junit.platform.engine.TestExecutionResult;

/** Turns what JUnit reports about one check method into the grader's {@link CheckResult}. */
public final class CheckOutcomes {
    private CheckOutcomes() {
    }

    public static CheckResult of(Method method, TestExecutionResult result, long millis, long runSeed) {
        Throwable thrown = result.getThrowable().orElse(null);
        Status status = switch (result.getStatus()) {
            case SUCCESSFUL -> Status.PASSED;
            case ABORTED -> Status.SKIPPED;
            case FAILED -> classify(thrown);
        };
        CheckResult built = build(method, status, thrown, millis, runSeed);
        return status == Status.ERROR && unwrapResolution(thrown) instanceof GraderLimit ? built.graderFault() : built;
    }

    /** A check the grader could not decide (its own limit or fault), with why. */
    public static CheckResult graderFault(Method method, String message, long millis, long runSeed) {
        return withStatus(method, Status.ERROR, message, millis, runSeed).graderFault();
    }

    /** A check the engine gave up on (timed out, crashed) with its own message. */
    public static CheckResult withStatus(Method method, Status status, String message, long millis, long runSeed) {
        String id = CheckIds.of(method).orElseThrow();
        Check check = method.getAnnotation(Check.class);
        LabStep step = method.getDeclaringClass().getAnnotation(LabStep.class);
        return new CheckResult(id, step.step(), check.purpose(), check.happyPath(), status, message, null,
                millis, CheckIds.seedFor(runSeed, id));
    }

    /**
     * Failed for a wrong answer, not implemented for a starter stub (an exception the
     * submission's own code threw, see {@link Stubs}), error for anything unexpected.
     */
    public static Status classify(Throwable thrown) {
        Throwable root = unwrapResolution(thrown);
        if (Stubs.isStub(root)) {
            return Status.NOT_IMPLEMENTED;
        }
        if (thrown instanceof AssertionError) {
            return Status.FAILED;
        }
        return Status.ERROR;
    }

    private static CheckResult build(Method method, Status status, Throwable thrown, long millis, long runSeed) {
        CheckResult base = withStatus(method, status, message(status, thrown), millis, runSeed);
        Failure failure = null;
        if (thrown instanceof CheckFailure) {
            CheckFailure f = (CheckFailure) thrown;
            failure = new Failure(f.tried(), f.expected(), f.actual(), f.state(), f.replay());
        }
        return new CheckResult(base.id(), base.step(), base.purpose(), base.happyPath(), status,
                base.message(), failure, millis, base.seed());
    }

    private static String message(Status status, Throwable thrown) {
        if (thrown == null || status == Status.PASSED) {
            return null;
        }
        if (thrown instanceof AssertionError) {
            return thrown.getMessage();
        }
        Throwable root = unwrapResolution(thrown);
        return root.getClass().getName() + (root.getMessage() == null ? "" : ": " + root.getMessage())
                + firstFrame(root);
    }

    private static Throwable unwrapResolution(Throwable thrown) {
        Throwable t = thrown;
        while (t != null && t.getCause() != null
                && t.getClass().getName().endsWith("ParameterResolutionException")) {
            t = t.getCause();
        }
        return t;
    }

    private static String firstFrame(Throwable t) {
        StackTraceElement[] trace = t.getStackTrace();
        return trace.length == 0 ? "" : " (at " + Frames.plain(trace[0]) + ")";
    }
}
