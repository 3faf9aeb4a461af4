package grader.report;

import java.util.List;
import grader.model.CheckResult;
import grader.model.Failure;
import grader.model.GradeError;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;

/** Grade reports built by hand, covering every status and text that is hard to carry. */
final class SampleReports {
    /** Quotes, an apostrophe, line breaks, markup, a control character, a tab, Korean and an emoji. */
    static final String AWKWARD = "say \"hi\" it's <b>&amp;</b>\nsecond line\r\nctrl:\u0001\u001b end\ttab 작업 잠금 \uD83D\uDE00";

    static final long SEED = -7_123_456_789_012_345_678L;

    private SampleReports() {
    }

    /**
     * Two made-up labs (no i18n bundle, so the model's titles show) whose checks end with every
     * status: 3 passed, 1 skipped, 1 failed, 1 not implemented, 1 error, 1 timed out, 1 crashed,
     * 2 compile errors (11 checks).
     */
    static GradeReport everyStatus() {
        LabResult alpha = new LabResult("alpha", List.of(
                new StepResult(1, "open the store", List.of(
                        passed("alpha.1.opens", 1, true),
                        passed("alpha.1.creates-table", 1, false))),
                new StepResult(2, "acquire a lease " + AWKWARD, List.of(
                        passed("alpha.2.acquires-free-job", 2, true),
                        check("alpha.2.second-holder-refused", 2, Status.FAILED, "tried: ...; expected: ...",
                                new Failure("acquire(db, \"job-1\", \"B\") " + AWKWARD, "false", "true",
                                        "jobs:\n  job-1 | A | until=15\n  job-1 | B | until=20")))),
                new StepResult(3, "renew", List.of(check("alpha.3.renews", 3, Status.NOT_IMPLEMENTED,
                        "java.lang.UnsupportedOperationException: TODO", null))),
                new StepResult(4, "claim an expired lease", List.of(check("alpha.4.boundary-now-equals-until", 4,
                        Status.ERROR, "java.lang.NullPointerException: " + AWKWARD + " (at Lease.java:42)", null))),
                new StepResult(5, "release", List.of(check("alpha.5.releases", 5, Status.TIMED_OUT,
                        "did not finish within 5000 ms\n\"main\" RUNNABLE\n\tat Lease.release(Lease.java:9)", null))),
                new StepResult(6, "survive a crash", List.of(check("alpha.6.survives-kill", 6, Status.CRASHED,
                        "the worker JVM exited with status 3 (System.exit in the submission)", null))),
                new StepResult(7, "fence stale holders", List.of(check("alpha.7.fences", 7, Status.SKIPPED,
                        "an earlier step this builds on failed", null)))));
        LabResult beta = new LabResult("beta", List.of(
                new StepResult(1, "record a message once", List.of(
                        check("beta.1.records", 1, Status.COMPILE_ERROR, null, null),
                        check("beta.1.ignores-duplicate", 1, Status.COMPILE_ERROR, null, null)))));
        return new GradeReport("0.1.0-test", "student work/src", "ab".repeat(32), SEED, List.of(alpha, beta),
                List.of("Inbox.java:12: error: ';' expected " + AWKWARD, "Inbox.java:30: error: cannot find symbol"),
                12_345);
    }

    /** The submission did not compile and no check could even be listed. */
    static GradeReport compileErrorsOnly() {
        return new GradeReport("0.1.0-test", "broken", "cd".repeat(32), 7, List.of(),
                List.of("Broken.java:3: error: class, interface, enum, or record expected"), 800);
    }

    /** A submission with nothing to grade: the student's fault, so a report with score 0 and the reason. */
    static GradeReport ungradable() {
        return GradeReport.ungradable("0.1.0-test", ".", "12".repeat(32), 9,
                GradeError.submission("no .java files under ."));
    }

    /** The bundled model answers, all green. */
    static GradeReport allPassed() {
        LabResult alpha = new LabResult("alpha", List.of(
                new StepResult(1, "open the store", List.of(passed("alpha.1.opens", 1, true))),
                new StepResult(2, "acquire a lease", List.of(passed("alpha.2.acquires-free-job", 2, true)))));
        return new GradeReport("0.1.0-test", ReproduceCommand.REFERENCE, "ef".repeat(32), 42, List.of(alpha),
                List.of(), 1_500);
    }

    /**
     * Two checks passed, one failed, and one the grader could not decide (a forced schedule it
     * could not drive): that one is nobody's, so the score is 2 of 3, not 2 of 4.
     */
    static GradeReport withGraderFault() {
        CheckResult undecided = check("alpha.2.race-one-winner", 2, Status.ERROR,
                "grader.check.schedule.ScheduleStuck: the grader could not drive its forced schedule", null).graderFault();
        LabResult alpha = new LabResult("alpha", List.of(
                new StepResult(1, "open the store", List.of(passed("alpha.1.opens", 1, true),
                        passed("alpha.1.keeps-rows", 1, false))),
                new StepResult(2, "acquire a lease", List.of(undecided,
                        check("alpha.2.acquires-free-job", 2, Status.FAILED, "expected: 1; actual: null", null)))));
        return new GradeReport("0.1.0-test", "my-work", "ab".repeat(32), 42, List.of(alpha), List.of(), 2_500);
    }

    static CheckResult passed(String id, int step, boolean happyPath) {
        return new CheckResult(id, step, "purpose of " + id, happyPath, Status.PASSED, null, null, 12, 99);
    }

    static CheckResult check(String id, int step, Status status, String message, Failure failure) {
        return new CheckResult(id, step, "purpose of " + id, false, status, message, failure, 34, 1234567890123L);
    }
}
