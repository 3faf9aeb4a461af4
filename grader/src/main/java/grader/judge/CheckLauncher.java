package grader.judge;

import grader.fault.FaultChild;
import grader.check.CheckOutcomes;
import grader.check.ResultAssembler;
import grader.check.StepClasses;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import grader.check.CheckIds;
import grader.check.LabStep;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.model.Status;
import grader.submission.LoadedSubmission;
import grader.submission.SubmissionClasses;
import grader.submission.SubmissionRegistry;
import grader.subject.Subjects;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs a lab's checks in this JVM, the submission in a subject process of its own. This is
 * what runs in the worker JVM, and what the build uses to prove the reference and the
 * authored wrong changes; the command line never runs it in the process that writes the
 * report.
 */
public final class CheckLauncher {
    private CheckLauncher() {
    }

    /** Grades steps 1..{@code maxStep} of {@code lab}. */
    public static LabResult grade(LoadedSubmission submission, Lab lab, int maxStep, long seed) {
        return grade(submission.classes(), lab, maxStep, seed);
    }

    /** Grades steps 1..{@code maxStep} of {@code lab}, knowing the submission by class path and names only. */
    public static LabResult grade(SubmissionClasses submission, Lab lab, int maxStep, long seed) {
        String key = SubmissionRegistry.register(submission);
        try {
            Collector collector = run(key, lab, maxStep, seed);
            return ResultAssembler.assemble(lab, collector.results(), collector.titles());
        } finally {
            endRun(key);
        }
    }

    /**
     * Grades steps {@code from..to} of {@code lab}; with {@code stopAtFirstFailure}, one step
     * at a time, stopping after the first step with a check that did not pass, and within that
     * step skipping every check after the first that rejects the submission (its happy path
     * still runs): what a wrong change's verdict needs, and no more.
     */
    public static LabResult gradeSteps(LoadedSubmission submission, Lab lab, int from, int to,
            boolean stopAtFirstFailure, long seed) {
        String key = SubmissionRegistry.register(submission.classes());
        try {
            Collector collector = new Collector(seed, stopAtFirstFailure ? key : null);
            if (!stopAtFirstFailure) {
                execute(key, lab, to, stepsBetween(from, to), seed, collector, false, false);
            } else {
                for (int step = from; step <= to && collector.allPassed(); step++) {
                    execute(key, lab, step, stepsBetween(step, step), seed, collector, true, true);
                }
            }
            return ResultAssembler.assemble(lab, collector.results(), collector.titles());
        } finally {
            endRun(key);
        }
    }

    /** Grades the checks of {@code lab} whose full ids are in {@code ids}, and no others. */
    public static LabResult gradeChecks(SubmissionClasses submission, Lab lab, Set<String> ids, long seed) {
        String key = SubmissionRegistry.register(submission);
        try {
            Collector collector = new Collector(seed, null);
            executeChecks(key, lab, ids, seed, collector);
            return ResultAssembler.assemble(lab, collector.results(), collector.titles());
        } finally {
            endRun(key);
        }
    }

    /** The run of {@code key} is over: its registration, its subject and the spare fault children end with it. */
    private static void endRun(String key) {
        SubmissionRegistry.unregister(key);
        Subjects.end(key);
        FaultChild.endSpares();
    }

    private static Collector run(String key, Lab lab, int maxStep, long seed) {
        Collector collector = new Collector(seed, null);
        execute(key, lab, maxStep, stepsUpTo(maxStep), seed, collector, false, false);
        return collector;
    }

    /**
     * Runs the checks of {@code lab} whose ids are in {@code ids} against the submission
     * registered as {@code key}, reporting to {@code listener}: what the worker JVM runs.
     * Within a step the quick checks run before the crash checks (the report keeps the plan's
     * order): code that loops then times out first in a check whose thread dump shows the
     * submission's own frames (a crash check's shows only the grader waiting for its child
     * JVM), and the step gate skips the rest of that step.
     */
    public static void executeChecks(String key, Lab lab, Set<String> ids, long seed, TestExecutionListener listener) {
        execute(key, lab, StepClasses.highestStep(lab, ids), onlyChecks(ids), seed, listener, false, true);
    }

    /** The one launch used both here and in the worker JVM; classes of steps after {@code maxStep} are not looked at. */
    private static void execute(String key, Lab lab, int maxStep, PostDiscoveryFilter filter, long seed,
            TestExecutionListener listener, boolean stopAtRejection, boolean quickFirst) {
        LauncherDiscoveryRequestBuilder builder = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectPackage(lab.checkPackage()))
                .filters(StepClasses.upTo(lab, maxStep), filter)
                .configurationParameter(SubmissionRegistry.KEY, key)
                .configurationParameter(StepOrder.PARAMETER, StepOrder.class.getName())
                .configurationParameter(SubmissionRegistry.SEED, Long.toString(seed))
                .configurationParameter(SubmissionRegistry.STOP_AT_REJECTION, Boolean.toString(stopAtRejection));
        if (quickFirst) {
            builder.configurationParameter(StepOrder.PARAMETER, RejectionFirstOrder.Classes.class.getName())
                    .configurationParameter(RejectionFirstOrder.METHOD_PARAMETER,
                            RejectionFirstOrder.Methods.class.getName());
        }
        LauncherDiscoveryRequest request = builder.build();
        Launcher launcher = LauncherFactory.create();
        launcher.execute(request, listener);
    }

    /** Keeps only the checks whose full ids are in {@code ids}. */
    public static PostDiscoveryFilter onlyChecks(Set<String> ids) {
        return descriptor -> descriptor.getSource()
                .filter(MethodSource.class::isInstance)
                .map(s -> CheckIds.of(((MethodSource) s).getJavaMethod()))
                .map(id -> FilterResult.includedIf(id.isPresent() && ids.contains(id.get())))
                .orElse(FilterResult.included("container"));
    }

    /** Keeps only the check classes of steps 1..maxStep. */
    public static PostDiscoveryFilter stepsUpTo(int maxStep) {
        return stepsBetween(1, maxStep);
    }

    /** Keeps only the check classes of steps from..to. */
    public static PostDiscoveryFilter stepsBetween(int from, int to) {
        return descriptor -> descriptor.getSource()
                .filter(MethodSource.class::isInstance)
                .map(s -> ((MethodSource) s).getJavaClass().getAnnotation(LabStep.class))
                .map(step -> FilterResult.includedIf(step != null && step.step() >= from && step.step() <= to))
                .orElse(FilterResult.included("container"));
    }

    /** Collects one result per check method, timing each. */
    private static final class Collector implements TestExecutionListener {
        private final long seed;
        private final Map<String, Long> started = new ConcurrentHashMap<>();
        private final List<CheckResult> results = new ArrayList<>();
        private final Map<Integer, String> titles = new ConcurrentHashMap<>();
        /** The run's key when it stops at the first rejection, else null. */
        private final String stopKey;

        Collector(long seed, String stopKey) {
            this.seed = seed;
            this.stopKey = stopKey;
        }

        @Override
        public void executionStarted(TestIdentifier id) {
            started.put(id.getUniqueId(), System.nanoTime());
        }

        @Override
        public void executionFinished(TestIdentifier id, TestExecutionResult result) {
            Method method = methodOf(id);
            if (method == null) {
                return;
            }
            long millis = (System.nanoTime() - started.getOrDefault(id.getUniqueId(), System.nanoTime())) / 1_000_000;
            LabStep step = method.getDeclaringClass().getAnnotation(LabStep.class);
            titles.put(step.step(), step.title());
            CheckResult outcome = CheckOutcomes.of(method, result, millis, seed);
            synchronized (results) {
                results.add(outcome);
            }
            // A time limit or a crash is not a rejection: a check that fails later still decides.
            Status status = outcome.status();
            if (stopKey != null && (status == Status.FAILED || status == Status.ERROR
                    || status == Status.NOT_IMPLEMENTED)) {
                SubmissionRegistry.markRejected(stopKey);
            }
        }

        Map<Integer, String> titles() {
            return new HashMap<>(titles);
        }

        boolean allPassed() {
            synchronized (results) {
                return results.stream().allMatch(r -> r.status().passed());
            }
        }

        List<CheckResult> results() {
            synchronized (results) {
                return new ArrayList<>(results);
            }
        }
    }

    static Method methodOf(TestIdentifier id) {
        return id.getSource()
                .filter(MethodSource.class::isInstance)
                .map(s -> ((MethodSource) s).getJavaMethod())
                .orElse(null);
    }
}
