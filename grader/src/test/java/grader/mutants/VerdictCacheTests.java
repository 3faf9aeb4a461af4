package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import grader.model.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

/** What --incremental may reuse, and what it must grade again. */
class VerdictCacheTests {
    private static final Mutant FLIP = new Mutant("lease/flip", "lease", 4, "reference/lease/X.java", "authored", 10,
            ">", ">=", "why", false);

    @TempDir
    Path dir;

    private static MutantOutcome outcome(Mutant mutant, Verdict verdict) {
        return new MutantOutcome(mutant, verdict, LabResults.fail(LabResults.green(), 4, false, Status.FAILED),
                "first failing step 4", 1234);
    }

    @Test
    void aVerdictIsReusedOnlyForTheSameChangeCodeAndSeed() {
        VerdictCache cache = VerdictCache.open(dir, "code-1");
        cache.put(outcome(FLIP, Verdict.KILLED_AT_INTENDED_STEP), 42, false);
        assertThat(cache.save()).isTrue();

        MutantOutcome kept = VerdictCache.open(dir, "code-1").find(FLIP, 42, false).orElseThrow();
        assertThat(kept.verdict()).isEqualTo(Verdict.KILLED_AT_INTENDED_STEP);
        assertThat(kept.result().firstFailingStep().orElseThrow().number()).isEqualTo(4);
        assertThat(kept.millis()).isEqualTo(1234);
        assertThat(kept.reused()).isTrue();

        assertThat(VerdictCache.open(dir, "code-2").find(FLIP, 42, false)).as("a check changed").isEmpty();
        assertThat(VerdictCache.open(dir, "code-1").find(FLIP, 43, false)).as("another seed").isEmpty();
        assertThat(VerdictCache.open(dir, "code-1").find(FLIP, 42, true)).as("--full").isEmpty();
        Mutant other = new Mutant("lease/flip", "lease", 4, "reference/lease/X.java", "authored", 10, ">", "<", "why",
                false);
        assertThat(VerdictCache.open(dir, "code-1").find(other, 42, false)).as("another replacement").isEmpty();
    }

    /** A limit's verdict may be the machine's load; an equivalent one is equivalent.json's, decided every run. */
    @ParameterizedTest
    @EnumSource(value = Verdict.class, names = {"TIMED_OUT", "CRASHED", "EQUIVALENT"})
    void aLimitsOrAnEquivalentVerdictIsNeverKept(Verdict verdict) {
        VerdictCache cache = VerdictCache.open(dir, "code");
        cache.put(outcome(FLIP, verdict), 42, false);
        cache.save();
        assertThat(VerdictCache.open(dir, "code").find(FLIP, 42, false)).isEmpty();
    }

    @Test
    void aGreenBaselineIsReusedAndARedOneIsNot() {
        VerdictCache cache = VerdictCache.open(dir, "code");
        cache.putBaseline(List.of("lease"), 2, 42, new Baseline.Finding(null, List.of(900L, 950L),
                List.of(LabResults.green())));
        cache.putBaseline(List.of("inbox"), 2, 42, new Baseline.Finding("red", List.of(900L), List.of()));
        cache.save();
        VerdictCache read = VerdictCache.open(dir, "code");
        assertThat(read.baseline(List.of("lease"), 2, 42).orElseThrow().slowestMillis()).isEqualTo(950L);
        assertThat(read.baseline(List.of("inbox"), 2, 42)).isEmpty();
        assertThat(read.baseline(List.of("lease"), 3, 42)).isEmpty();
    }

    @Test
    void aDamagedCacheFileCostsOnlyTheReuse() throws Exception {
        Files.writeString(dir.resolve("mutant-verdicts.json"), "{not json");
        VerdictCache cache = VerdictCache.open(dir, "code");
        assertThat(cache.find(FLIP, 42, false)).isEmpty();
        cache.put(outcome(FLIP, Verdict.KILLED_AT_INTENDED_STEP), 42, false);
        assertThat(cache.save()).isTrue();
        assertThat(VerdictCache.open(dir, "code").find(FLIP, 42, false)).isPresent();
    }

    @Test
    void theFingerprintFollowsTheReferenceAndClassFolders() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes/grader"));
        Path reference = Files.createDirectories(dir.resolve("ref"));
        Files.writeString(classes.resolve("Check.class"), "v1");
        Files.writeString(reference.resolve("A.java"), "class A {}");
        String first = CodeFingerprint.of(List.of(dir.resolve("classes")), reference, "1.0");
        assertThat(CodeFingerprint.of(List.of(dir.resolve("classes")), reference, "1.0")).isEqualTo(first);
        Files.writeString(classes.resolve("Check.class"), "v2");
        String checkEdited = CodeFingerprint.of(List.of(dir.resolve("classes")), reference, "1.0");
        assertThat(checkEdited).isNotEqualTo(first);
        Files.writeString(reference.resolve("A.java"), "class A { }");
        assertThat(CodeFingerprint.of(List.of(dir.resolve("classes")), reference, "1.0")).isNotEqualTo(checkEdited);
    }
}
