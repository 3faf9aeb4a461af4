package grader.tools;

import grader.fault.FaultChild;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import grader.check.CheckOutcomes;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.submission.LoadedSubmission;
import grader.submission.SubmissionRegistry;
import grader.subject.Subjects;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs only the crash and stall checks of a lab (the classes named {@code *CrashChecks} or
 * {@code *StallChecks}), for the soak script and the harness's own tests.
 */
public final class CrashChecks {
    private CrashChecks() {
    }

    /** The results of every crash and stall check of {@code lab} against {@code submission}. */
    public static List<CheckResult> run(LoadedSubmission submission, Lab lab, long seed) {
        List<CheckResult> results = new ArrayList<>();
        String key = SubmissionRegistry.register(submission.classes());
        try {
            LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                    .selectors(selectPackage(lab.checkPackage()))
                    .filters(crashClassesOnly())
                    .configurationParameter(SubmissionRegistry.KEY, key)
                    .configurationParameter(SubmissionRegistry.SEED, Long.toString(seed))
                    .build();
            LauncherFactory.create().execute(request, collector(results, seed));
        } finally {
            SubmissionRegistry.unregister(key);
            Subjects.end(key);
            FaultChild.endSpares();
        }
        return results;
    }

    static boolean isCrashClass(String className) {
        return className.endsWith("CrashChecks") || className.endsWith("StallChecks");
    }

    private static PostDiscoveryFilter crashClassesOnly() {
        return descriptor -> descriptor.getSource()
                .filter(MethodSource.class::isInstance)
                .map(s -> FilterResult.includedIf(isCrashClass(((MethodSource) s).getClassName())))
                .orElse(FilterResult.included("container"));
    }

    private static TestExecutionListener collector(List<CheckResult> results, long seed) {
        return new TestExecutionListener() {
            private long started;

            @Override
            public void executionStarted(TestIdentifier id) {
                started = System.nanoTime();
            }

            @Override
            public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                Method method = id.getSource().filter(MethodSource.class::isInstance)
                        .map(s -> ((MethodSource) s).getJavaMethod()).orElse(null);
                if (method != null) {
                    results.add(CheckOutcomes.of(method, result, (System.nanoTime() - started) / 1_000_000, seed));
                }
            }
        };
    }
}
