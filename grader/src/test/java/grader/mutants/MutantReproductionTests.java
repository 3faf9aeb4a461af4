package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import grader.model.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --only}: one mutant as an ordinary submission and the command that grades its failing check. */
class MutantReproductionTests {
    private static final String FILE = "reference/lease/Tiny.java";
    private static final String SOURCE = "class Tiny {\n    String sql = \"SELECT 1 WHERE a >= ?\";\n}\n";

    @TempDir
    Path dir;

    /** A lab folder of two files, as a reference lab is: the mutant changes one, the other must come along. */
    private Path reference() throws Exception {
        Path reference = Files.createDirectories(dir.resolve("reference/reference/lease")).getParent().getParent();
        Files.writeString(reference.resolve(FILE), SOURCE);
        Files.writeString(reference.resolve("reference/lease/Helper.java"), "class Helper {}\n");
        return reference;
    }

    @Test
    void theSubmissionHoldsTheLabsFilesWithTheOneChangeAndTheCommandNamesTheFailingCheck() throws Exception {
        Path reference = reference();
        Mutant flip = new Mutant("lease/04-flip", "lease", 4, FILE, "authored", SOURCE.indexOf(">="), ">=", ">", "",
                false);
        MutantOutcome killed = new MutantOutcome(flip, Verdict.KILLED_AT_INTENDED_STEP,
                LabResults.fail(LabResults.green(), 4, false, Status.FAILED), "first failing step 4", 10);

        MutantReproduction r = MutantReproduction.of(killed, reference, dir.resolve("only"), 7);
        assertThat(r.checkId()).isEqualTo("lease.4.edge");
        assertThat(r.message()).isEqualTo("expected this, got that");
        assertThat(r.command()).isEqualTo("./grade lease " + r.folder() + " --check lease.4.edge --seed 7");
        assertThat(Files.readString(r.folder().resolve(FILE))).contains("a > ?").doesNotContain(">=");
        assertThat(r.folder().resolve("reference/lease/Helper.java")).exists();
        assertThat(Files.readString(reference.resolve(FILE))).as("the reference is left alone").isEqualTo(SOURCE);
    }

    @Test
    void aSurvivorGetsItsTargetStepAndTheGlobPicksByFixtureName() throws Exception {
        Mutant kept = new Mutant("lease/03-kept", "lease", 3, FILE, "authored", SOURCE.indexOf("1"), "1", "2", "",
                false);
        MutantReproduction r = MutantReproduction.of(new MutantOutcome(kept, Verdict.SURVIVED, LabResults.green(),
                "every check passed", 10), reference(), dir.resolve("only"), 42);
        assertThat(r.checkId()).isNull();
        assertThat(r.command()).endsWith("--step 3 --seed 42");

        MutantRunOptions options = new MutantRunOptions(dir, java.util.Set.of("lease"), true, false, 1, 42, 1, null,
                0, false, null, "05-renew-*");
        assertThat(options.picks("05-renew-now-floored")).isTrue();
        assertThat(options.picks("06-complete-now-floored")).isFalse();
    }
}
