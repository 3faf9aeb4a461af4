package grader.mutants;

import grader.process.CacheRoot;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import grader.report.ReportFile;
import grader.labs.Lab;
import grader.mutants.report.HtmlMatrixWriter;
import grader.mutants.report.KillMatrixWriter;
import grader.mutants.report.MutantReportWriter;
import grader.mutants.report.ReportFacts;
import grader.mutants.report.StrykerJsonWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code grade mutants}: proves the checks to a course author. Every authored wrong change
 * must be killed at its intended step with that step's happy path passing (exit 0), and
 * {@code --generated} adds mutants of the reference's SQL and control flow, with a score
 * and every survivor's diff. Exit 2 when the baseline is red or flaky or the run cannot start.
 */
@Command(name = "mutants", mixinStandardHelpOptions = true, exitCodeOnInvalidInput = 2,
        description = "Grade every authored (and optionally generated) wrong change of the reference.")
public final class MutantsCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", defaultValue = "all", paramLabel = "LAB|all",
            description = "the lab whose authored changes run (default: all)")
    String lab;

    @Option(names = "--generated", arity = "0..1", fallbackValue = "all", paramLabel = "LAB|all",
            description = "also generate mutants from the reference of LAB (default: the labs chosen)")
    String generated;

    @Option(names = "--format", defaultValue = "human", description = "human, json (Stryker schema) or html")
    String format;

    @Option(names = "--out", description = "write the report to FILE instead of stdout")
    Path out;

    @Option(names = "--jobs", description = "parallel worker JVMs (default: the number of cores)")
    Integer jobs;

    @Option(names = "--seed", defaultValue = "42", description = "the grading seed")
    long seed;

    @Option(names = "--timeout", description = "seconds per mutant (default: 5 times one full baseline grade, at least 30)")
    Integer timeoutSeconds;

    @Option(names = "--baseline-rounds", defaultValue = "1", description = "how often the reference is graded first (2 or more: also require the rounds to agree)")
    int baselineRounds;

    @Option(names = "--sample", defaultValue = "0",
            description = "grade only N generated mutants, spread evenly over them (for a quick look or a benchmark)")
    int sample;

    @Option(names = "--full",
            description = "grade every step of every mutant (default: an authored change up to its intended step, "
                    + "a generated one up to its first failing step)")
    boolean full;

    @Option(names = "--incremental",
            description = "reuse the verdict of a mutant whose change, checks, reference and seed are unchanged "
                    + "since an earlier --incremental run (kept in the cache folder, see IDEMLAB_CACHE)")
    boolean incremental;

    @Option(names = "--only", paramLabel = "NAME",
            description = "grade only the authored change of this fixture name (its file name without .json; "
                    + "a glob such as '05-renew-*' works) and print, for its first failing check, the message and "
                    + "a ./grade command that grades that check again")
    String only;

    @Option(names = "--root", description = "the repository root (default: the idemlab.root property, else .)")
    Path root;

    @Override
    public Integer call() throws Exception {
        PrintStream err = System.err;
        if (out != null) {
            // Whatever ends this run (bad usage, a failure, a kill), no report of an earlier run is left to be read.
            new ReportFile(out).clearStale();
        }
        Set<String> labs;
        MutantReportWriter writer;
        try {
            labs = labs(lab);
            writer = writer(format);
            if (generated != null && !generated.equals("all")) {
                labs = labs(generated);
            }
        } catch (IllegalArgumentException e) {
            err.println("grade mutants: " + e.getMessage());
            return 2;
        }
        Path repo = repositoryRoot();
        MutantRunOptions options = new MutantRunOptions(repo, labs, true, generated != null, jobs(),
                seed, Math.max(1, baselineRounds), timeoutSeconds == null ? null : Duration.ofSeconds(timeoutSeconds),
                sample, full, incremental ? CacheRoot.folder().resolve("mutants") : null, only);
        if (only != null && generated == null && AuthoredMutant.readAll(options.mutantFixtures()).stream()
                .noneMatch(m -> options.labs().contains(m.lab()) && options.picks(m.name()))) {
            err.println("grade mutants: --only " + only + " names no authored change of " + lab
                    + " (a file name under fixtures/mutants/<lab>/, without .json)");
            return 2;
        }
        MutantRunReport report = new MutantRunner(options, MutantProgress.lines(err)).run();
        write(writer, new ReportFacts(report, repo.resolve("lab-api/src/main/java")));
        if (only != null) {
            reproductions(report, options, err);
        }
        if (!report.baseline().ok()) {
            err.println("grade mutants: the baseline is not green and stable: " + report.baseline().problem());
            return 2;
        }
        return report.authoredAllAsIntended() ? 0 : 1;
    }

    private void write(MutantReportWriter writer, ReportFacts facts) throws IOException {
        if (out == null) {
            Writer stdout = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
            writer.write(facts, stdout);
            stdout.flush();
            return;
        }
        if (out.toAbsolutePath().getParent() != null) {
            Files.createDirectories(out.toAbsolutePath().getParent());
        }
        try (Writer file = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            writer.write(facts, file);
        }
        if (!format.equals("human")) {
            new KillMatrixWriter().write(facts, new OutputStreamWriter(System.err, StandardCharsets.UTF_8));
        }
    }

    /** For {@code --only}: each mutant as a plain submission, and the command that grades its failing check. */
    private static void reproductions(MutantRunReport report, MutantRunOptions options, PrintStream err)
            throws IOException {
        Path into = CacheRoot.folder().resolve("mutants/only");
        for (MutantOutcome outcome : report.outcomes()) {
            if (!outcome.mutant().applicable()) {
                continue;
            }
            MutantReproduction r = MutantReproduction.of(outcome, options.referenceSources(), into, options.seed());
            err.printf("%n%s: %s%n", r.mutantId(), outcome.verdict().label());
            err.println("  " + (r.checkId() == null ? "no check failed" : "first failing check: " + r.checkId()));
            err.println("  message: " + r.message());
            err.println("  reproduce: " + r.command());
        }
    }

    static Set<String> labs(String choice) {
        if (choice.equals("all")) {
            Set<String> all = new TreeSet<>();
            Lab.all().forEach(l -> all.add(l.id()));
            return all;
        }
        Lab.byId(choice).orElseThrow(() -> new IllegalArgumentException("no lab '" + choice
                + "': choose lease, inbox, batch, outbox or all"));
        return Set.of(choice);
    }

    static MutantReportWriter writer(String format) {
        return switch (format) {
            case "human" -> new KillMatrixWriter();
            case "json" -> new StrykerJsonWriter();
            case "html" -> new HtmlMatrixWriter();
            default -> throw new IllegalArgumentException("no format '" + format + "': choose human, json or html");
        };
    }

    private int jobs() {
        return jobs == null ? Runtime.getRuntime().availableProcessors() : Math.max(1, jobs);
    }

    private Path repositoryRoot() {
        if (root != null) {
            return root.toAbsolutePath().normalize();
        }
        return Path.of(System.getProperty("idemlab.root", ".")).toAbsolutePath().normalize();
    }

    /** Runs the command on its own, before the integrator registers it under {@code grade}. */
    public static void main(String[] args) {
        System.exit(new CommandLine(new MutantsCommand()).execute(args));
    }
}
