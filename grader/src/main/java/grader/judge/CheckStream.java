package grader.judge;

import java.lang.reflect.Method;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import grader.check.CheckIds;
import grader.check.Progress;
import grader.fault.FaultChild;
import grader.check.CheckOutcomes;
import grader.model.Status;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Sends one event when a check starts and one when it ends. A check whose class could not
 * even be set up (a failing container) is reported as an error, so no check goes missing.
 */
final class CheckStream implements TestExecutionListener {
    private final JudgeChannel channel;
    private final long seed;
    private final Map<String, Long> startedAt = new ConcurrentHashMap<>();
    private final Set<String> reported = ConcurrentHashMap.newKeySet();
    private volatile TestPlan plan;
    private volatile Thread checkThread;

    CheckStream(JudgeChannel channel, long seed) {
        this.channel = channel;
        this.seed = seed;
    }

    /** The thread running the current check, or null between checks. */
    Thread checkThread() {
        return checkThread;
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
    }

    @Override
    public void executionStarted(TestIdentifier id) {
        Method method = methodOf(id);
        if (method != null) {
            checkThread = Thread.currentThread();
            startedAt.put(id.getUniqueId(), System.nanoTime());
            String checkId = CheckIds.of(method).orElseThrow();
            channel.send(JudgeEvent.started(checkId));
            Progress.listen(() -> channel.send(JudgeEvent.progress(checkId)));
            FaultChild.whenStarted(() -> channel.send(JudgeEvent.progress(checkId)));
        }
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        Method method = methodOf(id);
        if (method != null) {
            checkThread = null;
            Progress.listen(null);
            FaultChild.whenStarted(null);
            long millis = (System.nanoTime() - startedAt.getOrDefault(id.getUniqueId(), System.nanoTime())) / 1_000_000;
            report(method, () -> CheckOutcomes.of(method, result, millis, seed));
        } else if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
            String why = result.getThrowable().map(Throwable::toString).orElse(result.getStatus().toString());
            reportUnrun(id, Status.ERROR, "the check could not be set up: " + why);
        }
    }

    @Override
    public void executionSkipped(TestIdentifier id, String reason) {
        reportUnrun(id, Status.SKIPPED, "skipped: " + reason);
    }

    private void reportUnrun(TestIdentifier container, Status status, String message) {
        Set<TestIdentifier> tests = methodOf(container) != null ? Set.of(container) : plan.getDescendants(container);
        for (TestIdentifier test : tests) {
            Method method = methodOf(test);
            if (method != null) {
                report(method, () -> CheckOutcomes.withStatus(method, status, message, 0, seed));
            }
        }
    }

    private void report(Method method, java.util.function.Supplier<grader.model.CheckResult> result) {
        if (reported.add(CheckIds.of(method).orElseThrow())) {
            channel.send(JudgeEvent.finished(result.get()));
        }
    }

    private static Method methodOf(TestIdentifier id) {
        return id.getSource()
                .filter(MethodSource.class::isInstance)
                .map(s -> ((MethodSource) s).getJavaMethod())
                .filter(m -> CheckIds.of(m).isPresent())
                .orElse(null);
    }
}
