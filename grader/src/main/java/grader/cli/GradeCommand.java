package grader.cli;

import grader.model.CheckResult;

import grader.report.ReportFile;
import grader.process.CacheRoot;
import grader.process.ExitCleanup;
import java.io.FilterWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import grader.coordinator.GradeOutcome;
import grader.coordinator.GradeRequest;
import grader.coordinator.Grading;
import grader.coordinator.GradingException;
import grader.labs.Lab;
import grader.kit.InitCommand;
import grader.check.CheckContext;
import grader.model.GradeError;
import grader.model.GradeReport;
import grader.process.sandbox.Sandbox;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;
import grader.process.cds.SharedClasses;
import grader.report.Messages;
import grader.coordinator.ProgressListener;
import grader.report.ReportFormats;
import grader.report.ReportOptions;
import grader.report.ReportWriter;
import grader.report.TerminalColour;
import grader.report.TerminalProgress;
import grader.score.Weights;
import grader.score.WeightsFile;
import grader.submission.UnusableSubmissionException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./grade [LAB|all] [SUBMISSION] [options]}: grades a submission and writes one report. */
@Command(name = "grade", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        subcommands = {grader.mutants.MutantsCommand.class, grader.clauses.ClausesCommand.class, PackageCommand.class,
            ClassCommand.class, InitCommand.class, grader.kit.KitCommand.class},
        sortOptions = false, exitCodeOnInvalidInput = 2,
        description = "Grades a submission of the idempotency labs (a folder of Java sources or a jar)."
                + " Without arguments it grades the bundled reference implementation for every lab.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every check passed",
            "1:some check did not pass, or the submission cannot be graded (no sources, no or two"
                + " implementations, compile errors); the report says why",
            "2:could not grade (bad usage, missing path, internal error), or could not decide some check"
                + " (the grader's fault: it counts for nobody); the reason is on stderr, and in the report"
                + " when --out was given"})
public final class GradeCommand implements Callable<Integer> {
    @Parameters(arity = "0..2", paramLabel = "[LAB|all] [SUBMISSION]", hideParamSyntax = true,
            descriptionKey = "positional",
            description = "lease, inbox, batch, outbox or all (default all); then the submission"
                    + " (default: the reference implementation)")
    List<String> positional = List.of();

    @Option(names = "--step", paramLabel = "N", description = "grade steps 1..N (default ${DEFAULT-VALUE})")
    int step = Lab.STEPS;

    @Option(names = "--check", paramLabel = "ID", description = "grade only this check, e.g. lease.4.claim-new-job")
    String check;

    @Option(names = "--format", paramLabel = "FORMAT", description = "human, json, gradescope, prairielearn or junit"
            + " (default ${DEFAULT-VALUE})")
    String format = ReportFormats.DEFAULT;

    @Option(names = "--out", paramLabel = "FILE", description = "write the report here instead of stdout")
    Path out;

    @Option(names = "--seed", paramLabel = "N", description = "the run's seed (default: random, and reported)")
    Long seed;

    @Option(names = "--lang", paramLabel = "LANG", description = "en or ko (default: the system's language)")
    String lang;

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "time limit per check in seconds (default ${DEFAULT-VALUE})")
    double timeout = 10;

    @Option(names = "--weights", paramLabel = "FILE",
            description = "a course's points and visibility per step or check (JSON; see docs/platforms.md)")
    Path weightsFile;

    @Option(names = "--compile-error-gradable", paramLabel = "true|false", arity = "1",
            description = "--format prairielearn only: false makes a submission that does not compile not gradable,"
                    + " so PrairieLearn counts no attempt and shows the compiler's errors as format errors"
                    + " (default true: graded, score 0)")
    Boolean compileErrorGradable;

    @Option(names = "--submission-name", paramLabel = "NAME",
            description = "how reports and reproduce lines name the submission (default: the path as typed);"
                    + " platforms pass . so students read a path relative to what they submitted")
    String submissionName;

    @Option(names = "--budget", paramLabel = "SECONDS", description = "time limit of the whole grade in seconds;"
            + " checks not run by then are skipped and the report is still written (default 1200)")
    Double budget;

    @Option(names = "--sandbox", paramLabel = "MODE", description = "auto, require, accounts or off: confine the"
            + " processes that run submission code (default ${DEFAULT-VALUE}: auto unless IDEMLAB_SANDBOX says otherwise; require exits 2"
            + " where it cannot; accounts: separate users even where bubblewrap works)")
    String sandbox = SandboxMode.defaultName();

    @Option(names = "--explore", paramLabel = "N", description = "exploring checks draw N times as many call sequences"
            + " from the run's seed (default ${DEFAULT-VALUE}: a student's grade; more for authors and platforms)")
    int explore = 1;

    @Option(names = "--all-steps", description = "grade the steps after the first that does not pass too (always so"
            + " in the json, gradescope, prairielearn and junit formats)")
    boolean allSteps;

    @Option(names = "--watch", description = "stay running: after every save of a .java file, grade the step that did not"
            + " pass last first, then the other steps once it passes; print only what changed (Ctrl-C stops)")
    boolean watch;

    /**
     * Who writes this run's report: nobody yet, the run itself (an interrupt then leaves its
     * report be), or the interrupt (the run, refused its children as the JVM ends, writes none).
     */
    private final AtomicInteger reporter = new AtomicInteger(NOBODY);
    private static final int NOBODY = 0;
    private static final int THE_RUN = 1;
    private static final int THE_INTERRUPT = 2;

    @Override
    public Integer call() throws IOException {
        boolean colour = out == null && TerminalColour.wanted();
        long runSeed = seed != null ? seed : new SecureRandom().nextLong() & Long.MAX_VALUE;
        if (out != null) {
            new ReportFile(out).clearStale();
        }
        ExitCleanup.onInterrupt(() -> interrupted(runSeed));
        try {
            ReportWriter writer = writer(colour);
            GradeRequest request = request(runSeed);
            GradeOutcome outcome = Grading.grade(request, progress());
            outcome.notes().forEach(n -> System.err.println("note: " + n));
            write(writer, outcome.report());
            SharedClasses.record();
            if (watch) {
                // Ctrl-C is how a watch ends: no last words.
                ExitCleanup.onInterrupt(null);
                watch(request, outcome);
            }
            return exitStatus(outcome.report());
        } catch (UnusableSubmissionException e) {
            GradeError error = GradeError.submission(UngradableReports.withoutServerPaths(e.getMessage(), positional,
                    label()));
            write(failureWriter(colour), UngradableReports.of(positional, label(), runSeed, error));
            System.err.println("grade: the submission cannot be graded: " + error.message());
            return 1;
        } catch (RuntimeException e) {
            // Bad usage or the grader's own failure: exit 2, and a platform that asked for a file still gets one.
            if (out != null) {
                writeGraderFailure(graderError(e), runSeed);
            }
            throw e;
        }
    }

    /**
     * 0 every check passed, 1 some did not; 2 when the grader could not decide a check (its
     * fault or limit): the grade is not finished, and no score of it is the student's to keep.
     */
    public static int exitStatus(GradeReport report) {
        List<CheckResult> undecided = report.graderFaults();
        if (!undecided.isEmpty()) {
            System.err.println("grade: the grader could not decide " + undecided.size() + " check"
                    + (undecided.size() == 1 ? "" : "s") + " (its fault or limit, not the submission's; they count for"
                    + " nobody): " + String.join(", ", undecided.stream().map(CheckResult::id).toList()));
            return 2;
        }
        return report.passed() ? 0 : 1;
    }

    /**
     * Bad usage that picocli found before any command ran (an unknown option, a value of the
     * wrong type, a missing value): each file named by --out, found in the words as typed, gets
     * this run's report of the grader's failure, as {@link #call} gives it for the usage errors
     * it finds itself, so that no report of an earlier run is left for a platform to read.
     */
    static void badUsage(RawArguments typed, String message) {
        for (String file : typed.values("--out")) {
            GradeCommand command = new GradeCommand();
            command.out = Path.of(file);
            command.positional = typed.positional();
            command.format = Objects.requireNonNullElse(typed.last("--format"), ReportFormats.DEFAULT);
            command.lang = typed.last("--lang");
            command.submissionName = typed.last("--submission-name");
            new ReportFile(command.out).clearStale();
            command.writeGraderFailure(GradeError.setup(message), seedOrRandom(typed.last("--seed")));
        }
    }

    private static long seedOrRandom(String typed) {
        try {
            return Long.parseLong(typed);
        } catch (NumberFormatException e) {
            return new SecureRandom().nextLong() & Long.MAX_VALUE;
        }
    }

    /**
     * A mistake in how the grader was run (a {@link GradingException} with the key of its text:
     * an option, or a file an option names, such as the weights) lies in its setup, a course's
     * configuration on a platform; anything else is the grader's own failure.
     */
    private static GradeError graderError(RuntimeException e) {
        boolean inSetup = e instanceof GradingException g && g.key().isPresent();
        return inSetup ? GradeError.setup(e.getMessage()) : GradeError.grader(e.getMessage());
    }

    private void writeGraderFailure(GradeError error, long runSeed) {
        try {
            write(failureWriter(false), UngradableReports.of(positional, label(), runSeed, error));
        } catch (IOException | RuntimeException e) {
            System.err.println("grade: cannot write the report to " + out + ": " + e.getMessage());
        }
    }

    /** The writer of the format asked for, with the course's weights and, for PrairieLearn, its compile error policy. */
    private ReportWriter writer(boolean colour) {
        if (!ReportFormats.names().contains(format)) {
            throw UsageError.of("format", format, String.join(", ", ReportFormats.names()));
        }
        // Only PrairieLearn has a verdict between graded and not: elsewhere the option would silently do nothing.
        if (compileErrorGradable != null && !format.equals(ReportFormats.PRAIRIELEARN)) {
            throw UsageError.of("compileErrorGradable", format);
        }
        boolean gradable = compileErrorGradable == null || compileErrorGradable;
        return ReportFormats.find(format, new ReportOptions(colour, weights(), gradable)).orElseThrow();
    }

    /** The writer of a report that says why there is no grade: the format asked for, or json if it is unknown. */
    private ReportWriter failureWriter(boolean colour) {
        return ReportFormats.find(format, colour, Weights.EQUAL).orElseGet(() -> ReportFormats.byName("json", false));
    }

    private GradeRequest request(long runSeed) {
        Arguments args = Arguments.read(positional, check);
        validate();
        Path submission = args.submission() != null ? Path.of(args.submission()) : ProjectRoot.referenceSources();
        if (args.submission() == null && !Files.isDirectory(submission)) {
            throw UsageError.of("noReference");
        }
        return new GradeRequest(args.lab(), submission, label(), step,
                check == null ? Set.of() : Set.of(check), runSeed, Duration.ofMillis((long) (timeout * 1000)),
                CacheRoot.folder(), Path.of(System.getProperty("java.io.tmpdir")), chosenSandbox(),
                budget == null ? GradeRequest.DEFAULT_BUDGET : Duration.ofMillis((long) (budget * 1000)),
                everyStep());
    }

    /**
     * A student at the terminal fixes the lowest failing step first, so later steps are not
     * graded; a platform scores every check, so its formats grade every step.
     */
    private boolean everyStep() {
        return allSteps || check != null || !format.equals(ReportFormats.DEFAULT);
    }

    /** Regrades on every save until interrupted; the checks asked are graded with the same seed and limits. */
    private void watch(GradeRequest request, GradeOutcome first) {
        WatchLoop.Regrade regrade = ids -> Grading.grade(ids.isEmpty() ? request : request.withChecks(ids),
                new ProgressListener() { }).report();
        try {
            new WatchLoop(request.submission(), regrade, System.out, Messages.of(Messages.localeFor(lang)))
                    .run(first.report());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private Sandbox chosenSandbox() {
        SandboxMode mode = SandboxMode.parse(sandbox)
                .orElseThrow(() -> UsageError.of("sandbox", sandbox));
        // A probe refused because a signal is ending the grader found nothing: no note of it.
        return SandboxChoice.choose(mode, n -> {
            if (!ExitCleanup.exiting()) {
                System.err.println("note: " + n);
            }
        })
                .orElseThrow(() -> UsageError.of("sandboxRequired", SandboxChoice.UNAVAILABLE));
    }

    /** What reports call the submission: the name asked for, else the path as typed, else the reference. */
    private String label() {
        if (submissionName != null) {
            return submissionName;
        }
        String typed = UngradableReports.typedSubmission(positional);
        return typed != null ? typed : "reference";
    }

    /** A weights file that is missing or invalid is a mistake in how the grade was set up, not the grader's. */
    private Weights weights() {
        try {
            return weightsFile == null ? Weights.EQUAL : WeightsFile.read(weightsFile);
        } catch (IllegalArgumentException e) {
            throw UsageError.of("weights", e.getMessage());
        }
    }

    /** Marks on stderr while a person watches; a platform reading json or a file gets none. */
    private ProgressListener progress() {
        if (!format.equals(ReportFormats.DEFAULT)) {
            return new ProgressListener() { };
        }
        Writer err = new OutputStreamWriter(System.err, StandardCharsets.UTF_8);
        return new TerminalProgress(err, TerminalColour.wanted());
    }

    private void validate() {
        if (step < 1 || step > Lab.STEPS) {
            throw UsageError.of("step", Lab.STEPS, step);
        }
        if (budget != null && !(budget > 0)) {
            throw UsageError.of("budget");
        }
        if (explore < 1 || explore > 100) {
            throw UsageError.of("explore");
        }
        // The judges read it from here (JudgeCommand), the in-process checks of tests from here too.
        System.setProperty(CheckContext.EXPLORE_PROPERTY, Integer.toString(explore));
        if (!(timeout > 0)) {
            throw UsageError.of("timeout");
        }
        try {
            Messages.localeFor(lang);
        } catch (IllegalArgumentException e) {
            throw UsageError.of("lang", lang, String.join(", ", Messages.LANGUAGES));
        }
    }

    /** --lang's language; the system's for the report of a --lang that names none (it is checked before a grade). */
    private Locale reportLocale() {
        try {
            return Messages.localeFor(lang);
        } catch (IllegalArgumentException e) {
            return Messages.localeFor(null);
        }
    }

    /**
     * The grader was sent a signal (SIGTERM, Ctrl-C) before its report was out: it says so on
     * stderr, and a platform that asked for a file gets one that says the grade was interrupted
     * (the grader's failure), never nothing or an earlier run's.
     */
    private void interrupted(long runSeed) {
        if (!claims(THE_INTERRUPT)) {
            return;  // this run's own report is written, or being written: it stands
        }
        System.err.println("grade: interrupted (a signal or Ctrl-C) before the grade finished; nothing of it was kept"
                + (out == null ? "" : "; " + out + " says so"));
        if (out != null) {
            writeGraderFailure(GradeError.grader("the grade was interrupted before it finished (the grader was sent"
                    + " a signal): grade again"), runSeed);
        }
    }

    /** Whether {@code who} writes this run's report: the first to ask does, and keeps doing. */
    private boolean claims(int who) {
        return reporter.compareAndSet(NOBODY, who) || reporter.get() == who;
    }

    private void write(ReportWriter writer, GradeReport report) throws IOException {
        if (!claims(Thread.currentThread().getName().equals(ExitCleanup.HOOK_THREAD) ? THE_INTERRUPT : THE_RUN)) {
            return;  // interrupted: the interrupt's report says so, not what the ending run saw
        }
        Locale locale = reportLocale();
        if (out != null) {
            try {
                new ReportFile(out).write(w -> writer.write(report, w, locale));
            } catch (IOException e) {
                throw new GradingException("cannot write the report to " + out + ": " + e, e);
            }
            return;
        }
        // A writer may close what it is given; stdout must stay open for the notes after it.
        Writer w = new FilterWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)) {
            @Override
            public void close() throws IOException {
                flush();
            }
        };
        writer.write(report, w, locale);
        w.flush();
    }
}
