package grader.coordinator;

import grader.check.CheckOutcomes;
import grader.check.ResultAssembler;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.coordinator.isolation.Budget;
import grader.coordinator.isolation.IsolatedRun;
import grader.coordinator.isolation.Lanes;
import grader.coordinator.isolation.StepGate;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.Status;
import grader.coordinator.ProgressListener;
import grader.submission.CompileProblem;
import grader.submission.GraderVersion;
import grader.submission.PreparedSubmission;
import grader.submission.SubmissionCache;
import grader.submission.UnusableSubmissionException;

/**
 * The coordinator's side of one grade: prepares the submission (compiled, cached), plans the
 * checks, has them run in worker JVMs (or marks them all on a compile error) and assembles
 * the report. Runs no submission code itself.
 */
public final class Grading {
    private Grading() {
    }

    public static GradeOutcome grade(GradeRequest request, ProgressListener progress) {
        long start = System.nanoTime();
        Budget budget = Budget.startingNow(request.budget());
        PreparedSubmission submission = prepare(request);
        List<String> notes = new ArrayList<>();
        List<Lab> labs = LabChoice.choose(request, submission, notes);
        CheckPlan plan;
        Map<String, CheckResult> results;
        ProgressByLab listener;
        // The first worker starts now: its JVM starts while the checks are planned here.
        try (IsolatedRun run = submission.compiled() ? IsolatedRun.begin(submission.forJudge(), settings(request, budget))
                : null) {
            plan = plan(labs, request);
            listener = new ProgressByLab(plan, progress);
            results = run != null ? run.grade(plan, listener::checkFinished)
                    : compileErrors(plan, submission.problems(), request.seed(), listener);
        }
        listener.finish();
        List<LabResult> labResults = new ArrayList<>();
        for (Lab lab : plan.labs()) {
            labResults.add(ResultAssembler.assemble(lab, new ArrayList<>(results.values()), plan.titles(lab)));
        }
        List<String> errors = submission.problems().stream().map(CompileProblem::toString).toList();
        GradeReport report = new GradeReport(GraderVersion.get(), request.label(), submission.hash(), request.seed(),
                labResults, errors, (System.nanoTime() - start) / 1_000_000).withSandbox(request.sandbox().report());
        return new GradeOutcome(report, notes);
    }

    private static IsolatedRun.Settings settings(GradeRequest request, Budget budget) {
        return new IsolatedRun.Settings(request.checkLimit(), request.tempRoot(), request.seed(), request.cacheDir(),
                request.sandbox(), budget, request.everyStep() ? StepGate.everyStep() : StepGate.untilFirstFailingStep(),
                Lanes.forThisGrade());
    }

    /** The checks to grade; none is a mistake of the caller's. */
    private static CheckPlan plan(List<Lab> labs, GradeRequest request) {
        CheckPlan plan = CheckPlan.discover(labs, request.maxStep(), request.checkIds());
        if (plan.isEmpty()) {
            if (request.checkIds().isEmpty()) {
                throw new GradingException("there are no checks for " + labs.stream().map(Lab::id).toList());
            }
            String ids = String.join(", ", request.checkIds());
            String all = String.valueOf(CheckPlan.allIds(labs.get(0)));
            throw new GradingException("no check " + ids + " in steps 1.." + request.maxStep() + " of "
                    + labs.get(0).id() + "; the checks are: " + all, "noCheck", ids, request.maxStep(),
                    labs.get(0).id(), all);
        }
        return plan;
    }

    /**
     * A path that is not there or cannot be opened was given wrongly (the grader's or the
     * caller's fault); a file inside it that cannot be read, or a broken jar, is the
     * submission's own.
     */
    private static PreparedSubmission prepare(GradeRequest request) {
        Path path = request.submission();
        if (!Files.exists(path)) {
            throw new GradingException("no such file or folder: " + path, "noSuchPath", path);
        }
        if (!Files.isReadable(path)) {
            throw new GradingException("cannot read " + path, "unreadable", path);
        }
        try {
            return new SubmissionCache(request.cacheDir()).prepare(path);
        } catch (AccessDeniedException e) {
            throw new UnusableSubmissionException("cannot read " + e.getFile() + " of the submission");
        } catch (ZipException | CharacterCodingException e) {
            throw new UnusableSubmissionException("cannot read the submission " + path + ": " + e.getMessage());
        } catch (IOException e) {
            throw new GradingException("cannot prepare " + path + ": " + e.getMessage(), e);
        }
    }

    /** A submission that does not compile fails every planned check with the first error. */
    private static Map<String, CheckResult> compileErrors(CheckPlan plan, List<CompileProblem> problems, long seed,
            ProgressByLab listener) {
        String message = "the submission does not compile (" + problems.size() + " error"
                + (problems.size() == 1 ? "" : "s") + "); first: " + problems.get(0);
        Map<String, CheckResult> results = new LinkedHashMap<>();
        for (PlannedCheck check : plan.checks()) {
            CheckResult result = CheckOutcomes.withStatus(check.method(), Status.COMPILE_ERROR, message, 0, seed);
            results.put(check.id(), result);
            listener.checkFinished(result);
        }
        return results;
    }
}
