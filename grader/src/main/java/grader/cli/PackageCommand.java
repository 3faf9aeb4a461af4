package grader.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import grader.dist.Distribution;
import grader.dist.GradescopePackage;
import grader.coordinator.GradingException;
import grader.labs.Lab;
import grader.score.WeightsFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ./grade package dist|gradescope [LAB] --out PATH}: the grader made ready for a platform. */
@Command(name = "package", mixinStandardHelpOptions = true, exitCodeOnInvalidInput = 2,
        description = {"Packages the grader for a platform.",
            "dist: a folder with lib/ and bin/grade that needs only a JDK.",
            "gradescope LAB: Gradescope's autograder zip (setup.sh, run_autograder, the distribution)."})
final class PackageCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "KIND", description = "dist or gradescope")
    String kind;

    @Parameters(index = "1", arity = "0..1", paramLabel = "LAB", description = "the lab (gradescope only)")
    String lab;

    @Option(names = "--out", required = true, paramLabel = "PATH",
            description = "the distribution's new folder, or the zip to write")
    Path out;

    @Option(names = "--weights", paramLabel = "FILE",
            description = "a course's weights file to ship with the Gradescope package")
    Path weights;

    @Option(names = "--budget", paramLabel = "SECONDS",
            description = "gradescope: the budget of every grade (default 540, below Gradescope's 10 minutes)")
    Double budget;

    @Option(names = "--sandbox", paramLabel = "MODE",
            description = "gradescope: require (default) or accounts; never unconfined")
    String sandbox = "require";

    @Override
    public Integer call() throws Exception {
        switch (kind) {
            case "dist" -> Distribution.build(out);
            case "gradescope" -> gradescope();
            default -> throw new GradingException("unknown package kind " + kind + ": use dist or gradescope");
        }
        System.err.println("grade: wrote " + out);
        return 0;
    }

    private void gradescope() throws Exception {
        Lab chosen = lab == null ? null : Lab.byId(lab).orElse(null);
        if (chosen == null) {
            throw new GradingException("package gradescope needs one lab: lease, inbox, batch or outbox");
        }
        if (weights != null) {
            try {
                WeightsFile.read(weights);
            } catch (IllegalArgumentException e) {
                throw new GradingException(e.getMessage(), e);
            }
        }
        if (!List.of("require", "accounts").contains(sandbox)) {
            throw new GradingException("package gradescope --sandbox must be require or accounts, not " + sandbox
                    + ": a Gradescope grade runs as root, so unconfined code could rewrite its own results");
        }
        if (budget != null && (!(budget > 0) || budget.isInfinite())) {
            throw new GradingException("package gradescope --budget must be a positive number of seconds, not " + budget);
        }
        double seconds = budget != null ? budget : GradescopePackage.Options.DEFAULT.budgetSeconds();
        GradescopePackage.write(chosen, weights, out, new GradescopePackage.Options(seconds, sandbox));
    }
}
