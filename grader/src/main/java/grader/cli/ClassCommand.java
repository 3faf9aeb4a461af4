package grader.cli;

import grader.process.ExitCleanup;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import grader.course.ClassRun;
import grader.process.sandbox.SandboxMode;
import grader.process.sandbox.SandboxChoice;
import grader.course.Shard;
import grader.coordinator.GradingException;
import grader.labs.Lab;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./grade class LAB DIR --out RESULTS [--jobs N] [--shard i/n]}: grades every submission of a class. */
@Command(name = "class", mixinStandardHelpOptions = true, exitCodeOnInvalidInput = 2,
        description = {"Grades every submission folder or .zip directly under DIR, each in a grader JVM of its own,",
            "writing RESULTS/<name>.json and RESULTS/summary.csv. A rerun keeps every report that still names",
            "its submission's hash, so an interrupted run finishes where it stopped."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every submission has a report (whatever its score)",
            "2:some submission could not be graded (see RESULTS/logs/), or bad usage"})
final class ClassCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "LAB", description = "lease, inbox, batch or outbox")
    String lab;

    @Parameters(index = "1", paramLabel = "DIR", description = "the folder holding one folder or .zip per submission")
    Path classDir;

    @Option(names = "--out", required = true, paramLabel = "RESULTS", description = "where reports and summary go")
    Path results;

    @Option(names = "--jobs", paramLabel = "N", description = "grades at once (default: the number of cores)")
    Integer jobs;

    @Option(names = "--shard", paramLabel = "i/n", description = "grade only share i of n (0 <= i < n), by name hash")
    String shard = "0/1";

    @Option(names = "--seed", paramLabel = "N", description = "the seed of every grade (default: each its own)")
    Long seed;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "time limit per check (default 10)")
    Double timeout;

    @Option(names = "--weights", paramLabel = "FILE", description = "a course's weights file, see docs/platforms.md")
    Path weights;

    @Option(names = "--sandbox", paramLabel = "MODE", description = "auto, require, accounts or off, for every grade"
            + " (default auto, or IDEMLAB_SANDBOX; see docs/security.md)")
    String sandbox = SandboxMode.defaultName();

    @Override
    public Integer call() throws Exception {
        Lab chosen = Lab.byId(lab).orElseThrow(() -> new GradingException("unknown lab " + lab
                + ": use lease, inbox, batch or outbox"));
        if (!Files.isDirectory(classDir)) {
            throw new GradingException("no such folder: " + classDir);
        }
        int parallel = jobs != null ? jobs : Runtime.getRuntime().availableProcessors();
        if (parallel < 1) {
            throw new GradingException("--jobs must be at least 1");
        }
        SandboxMode mode = SandboxMode.parse(sandbox)
                .orElseThrow(() -> new GradingException("--sandbox must be auto, require, accounts or off, not " + sandbox));
        if (mode != SandboxMode.AUTO && SandboxChoice.choose(mode, note -> { }).isEmpty()) {
            // Refused once here rather than by every grade child, each its own exit 2.
            throw new GradingException("--sandbox " + sandbox + ": " + SandboxChoice.UNAVAILABLE);
        }
        Shard share;
        try {
            share = Shard.parse(shard);
        } catch (IllegalArgumentException e) {
            throw new GradingException(e.getMessage(), e);
        }
        ExitCleanup.onInterrupt(() -> System.err.println(ClassRun.interrupted(results)));
        ClassRun.Tally tally = new ClassRun(chosen, classDir, results, parallel, share, gradeOptions(),
                Main.class.getName()).run();
        if (ExitCleanup.exiting()) {
            return Main.CANNOT_GRADE;  // interrupted: its last words said what was done and how to finish
        }
        double minutes = tally.millis() / 60_000.0;
        System.err.printf(Locale.ROOT, "grade class: %d graded, %d kept, %d could not be graded in %.1f s"
                + " (%.1f graded per minute)%n", tally.graded(), tally.kept(), tally.failed(), tally.millis() / 1000.0,
                minutes > 0 ? tally.graded() / minutes : 0);
        return tally.failed() == 0 ? 0 : Main.CANNOT_GRADE;
    }

    private List<String> gradeOptions() {
        List<String> options = new ArrayList<>(List.of("--sandbox", sandbox));
        if (seed != null) {
            options.addAll(List.of("--seed", seed.toString()));
        }
        if (timeout != null) {
            options.addAll(List.of("--timeout", timeout.toString()));
        }
        if (weights != null) {
            options.addAll(List.of("--weights", weights.toAbsolutePath().toString()));
        }
        return options;
    }
}
