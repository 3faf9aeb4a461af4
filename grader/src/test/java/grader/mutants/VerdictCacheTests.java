package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import grader.model.LabResult;
import grader.model.StepResult;
import grader.model.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

/** What --incremental may reuse, and what it must grade again. */
class VerdictCacheTests {
    private static final Mutant FLIP = new Mutant("lease/flip", "lease", 4, "reference/lease/X.java", "authored", 10,
            ">", ">=", "why", false);

    private static final CheckDigests CHECKS = digests("lease", 6, "lease-6-v1");

    @TempDir
    Path dir;

    /** Every step of lease and inbox at "v1", but {@code lab}'s {@code step} at {@code digest}. */
    private static CheckDigests digests(String lab, int step, String digest) {
        Map<String, Map<Integer, String>> byLab = new TreeMap<>();
        for (String l : List.of("lease", "inbox")) {
            Map<Integer, String> steps = new TreeMap<>();
            for (int s = 1; s <= 8; s++) {
                steps.put(s, l.equals(lab) && s == step ? digest : l + "-" + s + "-v1");
            }
            byLab.put(l, steps);
        }
        return new CheckDigests(byLab);
    }

    private static MutantOutcome outcome(Mutant mutant, Verdict verdict) {
        return new MutantOutcome(mutant, verdict, LabResults.fail(LabResults.green(), 4, false, Status.FAILED),
                "first failing step 4", 1234);
    }

    @Test
    void aVerdictIsReusedOnlyForTheSameChangeCodeAndSeed() {
        VerdictCache cache = VerdictCache.open(dir, "code-1", CHECKS);
        cache.put(outcome(FLIP, Verdict.KILLED_AT_INTENDED_STEP), 42, false);
        assertThat(cache.save()).isTrue();

        MutantOutcome kept = VerdictCache.open(dir, "code-1", CHECKS).find(FLIP, 42, false).orElseThrow();
        assertThat(kept.verdict()).isEqualTo(Verdict.KILLED_AT_INTENDED_STEP);
        assertThat(kept.result().firstFailingStep().orElseThrow().number()).isEqualTo(4);
        assertThat(kept.millis()).isEqualTo(1234);
        assertThat(kept.reused()).isTrue();

        assertThat(VerdictCache.open(dir, "code-2", CHECKS).find(FLIP, 42, false)).as("the engine changed").isEmpty();
        assertThat(VerdictCache.open(dir, "code-1", CHECKS).find(FLIP, 43, false)).as("another seed").isEmpty();
        assertThat(VerdictCache.open(dir, "code-1", CHECKS).find(FLIP, 42, true)).as("--full").isEmpty();
        Mutant other = new Mutant("lease/flip", "lease", 4, "reference/lease/X.java", "authored", 10, ">", "<", "why",
                false);
        assertThat(VerdictCache.open(dir, "code-1", CHECKS).find(other, 42, false)).as("another replacement").isEmpty();
    }

    /**
     * FLIP's grade ran lease steps 1 to 4 and failed at 4 (steps 5 to 8 skipped whole), so
     * only an edit of those steps' checks sends it back to grading; a kept verdict from
     * before steps were recorded is never reused.
     */
    @Test
    void aCheckEditGradesAgainOnlyTheMutantsGradedInItsStep() throws Exception {
        LabResult upToFour = LabResults.fail(LabResults.green(), 4, false, Status.FAILED);
        List<StepResult> steps = new ArrayList<>(upToFour.steps().subList(0, 4));
        for (StepResult later : upToFour.steps().subList(4, 8)) {
            steps.add(new StepResult(later.number(), later.title(), List.of(LabResults.check(later.number(), "happy",
                    true, Status.SKIPPED))));
        }
        VerdictCache cache = VerdictCache.open(dir, "code", CHECKS);
        cache.put(new MutantOutcome(FLIP, Verdict.KILLED_AT_INTENDED_STEP, new LabResult("lease", steps), "step 4", 9),
                42, false);
        assertThat(cache.save()).isTrue();

        assertThat(VerdictCache.open(dir, "code", digests("lease", 6, "lease-6-v2")).find(FLIP, 42, false))
                .as("lease step 6 edited: not graded for FLIP").isPresent();
        assertThat(VerdictCache.open(dir, "code", digests("inbox", 4, "inbox-4-v2")).find(FLIP, 42, false))
                .as("inbox step 4 edited: another lab").isPresent();
        assertThat(VerdictCache.open(dir, "code", digests("lease", 4, "lease-4-v2")).find(FLIP, 42, false))
                .as("lease step 4 edited: it decided FLIP's verdict").isEmpty();
        assertThat(VerdictCache.open(dir, "code", digests("lease", 1, "lease-1-v2")).find(FLIP, 42, false))
                .as("lease step 1 edited: FLIP's grade ran it").isEmpty();

        Files.writeString(dir.resolve("mutant-verdicts.json"), Files.readString(dir.resolve("mutant-verdicts.json"))
                .replaceAll("\"checks\":\\{[^}]*\\}", "\"checks\":null"));
        assertThat(VerdictCache.open(dir, "code", CHECKS).find(FLIP, 42, false)).as("no steps recorded").isEmpty();
    }

    @Test
    void aBaselineIsGradedAgainAfterAnEditOfItsLabsChecksOnly() {
        VerdictCache cache = VerdictCache.open(dir, "code", CHECKS);
        cache.putBaseline(List.of("lease"), 1, 42, new Baseline.Finding(null, List.of(900L),
                List.of(LabResults.green())));
        cache.save();
        assertThat(VerdictCache.open(dir, "code", digests("inbox", 2, "inbox-2-v2")).baseline(List.of("lease"), 1, 42))
                .isPresent();
        assertThat(VerdictCache.open(dir, "code", digests("lease", 8, "lease-8-v2")).baseline(List.of("lease"), 1, 42))
                .isEmpty();
    }

    /** A limit's verdict may be the machine's load; an equivalent one is equivalent.json's, decided every run. */
    @ParameterizedTest
    @EnumSource(value = Verdict.class, names = {"TIMED_OUT", "CRASHED", "EQUIVALENT"})
    void aLimitsOrAnEquivalentVerdictIsNeverKept(Verdict verdict) {
        VerdictCache cache = VerdictCache.open(dir, "code", CHECKS);
        cache.put(outcome(FLIP, verdict), 42, false);
        cache.save();
        assertThat(VerdictCache.open(dir, "code", CHECKS).find(FLIP, 42, false)).isEmpty();
    }

    @Test
    void aGreenBaselineIsReusedAndARedOneIsNot() {
        VerdictCache cache = VerdictCache.open(dir, "code", CHECKS);
        cache.putBaseline(List.of("lease"), 2, 42, new Baseline.Finding(null, List.of(900L, 950L),
                List.of(LabResults.green())));
        cache.putBaseline(List.of("inbox"), 2, 42, new Baseline.Finding("red", List.of(900L), List.of()));
        cache.save();
        VerdictCache read = VerdictCache.open(dir, "code", CHECKS);
        assertThat(read.baseline(List.of("lease"), 2, 42).orElseThrow().slowestMillis()).isEqualTo(950L);
        assertThat(read.baseline(List.of("inbox"), 2, 42)).isEmpty();
        assertThat(read.baseline(List.of("lease"), 3, 42)).isEmpty();
    }

    @Test
    void aDamagedCacheFileCostsOnlyTheReuse() throws Exception {
        Files.writeString(dir.resolve("mutant-verdicts.json"), "{not json");
        VerdictCache cache = VerdictCache.open(dir, "code", CHECKS);
        assertThat(cache.find(FLIP, 42, false)).isEmpty();
        cache.put(outcome(FLIP, Verdict.KILLED_AT_INTENDED_STEP), 42, false);
        assertThat(cache.save()).isTrue();
        assertThat(VerdictCache.open(dir, "code", CHECKS).find(FLIP, 42, false)).isPresent();
    }

    /** A rebuild writes lab-api's jar again with new times and the same classes: no verdict changes with that. */
    @Test
    void aJarCountsByItsEntriesNotByItsTime() throws Exception {
        Path reference = Files.createDirectories(dir.resolve("ref"));
        Path jar = dir.resolve("lab-api.jar");
        writeJar(jar, "labs/Lab.class", "v1", 1_700_000_000_000L);
        String first = CodeFingerprint.of(List.of(jar), reference, "1.0");
        writeJar(jar, "labs/Lab.class", "v1", 1_800_000_000_000L);
        assertThat(CodeFingerprint.of(List.of(jar), reference, "1.0")).isEqualTo(first);
        writeJar(jar, "labs/Lab.class", "v2", 1_800_000_000_000L);
        assertThat(CodeFingerprint.of(List.of(jar), reference, "1.0")).isNotEqualTo(first);
    }

    /** A jar of one entry, the entry and the file both dated {@code millis}. */
    private static void writeJar(Path jar, String entry, String content, long millis) throws Exception {
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(Files.newOutputStream(jar))) {
            java.util.zip.ZipEntry e = new java.util.zip.ZipEntry(entry);
            e.setTime(millis);
            out.putNextEntry(e);
            out.write(content.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            out.closeEntry();
        }
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(millis));
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
