package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import grader.ProjectPaths;
import grader.model.Status;
import grader.submission.GraderVersion;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real {@code --incremental} run (the reference compiled, fixtures and equivalent.json read
 * from a repository of its own) over a cache that already holds every verdict, so no worker
 * starts: an edit of equivalent.json must change the verdict of the mutant it names and of no other,
 * and {@code --only} must pick the fixtures it names.
 */
class IncrementalEquivalenceTests {
    private static final String CACHED = "03-state-cached-in-object";
    private static final String OTHER = "01-fence-column-real";

    @TempDir
    Path root;
    Path cache;

    @BeforeEach
    void repositoryWithTwoFixturesAndAFullCache() throws Exception {
        // The folders themselves, not links at their ends: the runner walks them without following links.
        Files.createSymbolicLink(root.resolve("reference-impl"), ProjectPaths.root().resolve("reference-impl"));
        Files.createSymbolicLink(root.resolve("lab-api"), ProjectPaths.root().resolve("lab-api"));
        Path lease = Files.createDirectories(root.resolve("fixtures/mutants/lease"));
        for (String name : List.of(CACHED, OTHER)) {
            Files.copy(ProjectPaths.fixtures().resolve("mutants/lease/" + name + ".json"),
                    lease.resolve(name + ".json"));
        }
        cache = root.resolve("cache");
        VerdictCache kept = VerdictCache.open(cache, CodeFingerprint.of(CodeFingerprint.thisClassPath(),
                options().referenceSources(), GraderVersion.get()), CheckDigests.of(CodeFingerprint.thisClassPath()));
        kept.putBaseline(List.of("lease"), 1, 42, new Baseline.Finding(null, List.of(900L),
                List.of(LabResults.green())));
        kept.put(new MutantOutcome(mutant(CACHED), Verdict.SURVIVED, LabResults.green(), "every check passed", 50),
                42, false);
        kept.put(new MutantOutcome(mutant(OTHER), Verdict.KILLED_AT_INTENDED_STEP,
                LabResults.fail(LabResults.green(), 1, false, Status.FAILED), "first failing step 1", 60), 42, false);
        assertThat(kept.save()).isTrue();
    }

    @Test
    void theSuggestedEntryPastedWithAReasonMarksTheSurvivorEquivalentAtOnce() throws Exception {
        Mutant survivor = mutant(CACHED);
        String entry = EquivalentMutants.entryFor(survivor, source(survivor))
                .replace("\"reason\":\"...\"", "\"reason\":\"the author's reason\"");
        writeEquivalents("[" + entry + "]");

        MutantRunReport report = run();
        assertThat(verdicts(report)).containsEntry("lease/" + CACHED, Verdict.EQUIVALENT)
                .containsEntry("lease/" + OTHER, Verdict.KILLED_AT_INTENDED_STEP);
        assertThat(report.authoredAllAsIntended()).as("exit 0").isTrue();
        assertThat(report.reused()).as("only the other verdict came from the cache").isEqualTo(1);
        assertThat(report.gradedThisRun()).isZero();
        assertThat(report.baseline().reused()).isTrue();
    }

    @Test
    void aRemovedEntryGivesBackTheGradedVerdictNotTheEquivalentOne() throws Exception {
        Mutant survivor = mutant(CACHED);
        writeEquivalents("[" + EquivalentMutants.entryFor(survivor, source(survivor)).replace("...", "why") + "]");
        assertThat(verdicts(run())).containsEntry("lease/" + CACHED, Verdict.EQUIVALENT);

        writeEquivalents("[]");
        MutantRunReport report = run();
        assertThat(verdicts(report)).containsEntry("lease/" + CACHED, Verdict.SURVIVED)
                .containsEntry("lease/" + OTHER, Verdict.KILLED_AT_INTENDED_STEP);
        assertThat(report.authoredAllAsIntended()).as("exit 1").isFalse();
        assertThat(report.reused()).isEqualTo(2);
    }

    @Test
    void onlyGradesTheFixturesItsGlobNames() throws Exception {
        writeEquivalents("[]");
        MutantRunReport report = new MutantRunner(options("03-*"), new MutantProgress() { }).run();
        assertThat(verdicts(report)).containsOnlyKeys("lease/" + CACHED);
    }

    private MutantRunReport run() throws Exception {
        return new MutantRunner(options(), new MutantProgress() { }).run();
    }

    private MutantRunOptions options() {
        return options(null);
    }

    private MutantRunOptions options(String only) {
        return new MutantRunOptions(root, Set.of("lease"), true, false, 1, 42, 1, null, 0, false, cache, only);
    }

    private Mutant mutant(String name) throws Exception {
        AuthoredMutant fixture = AuthoredMutant.read(root.resolve("fixtures/mutants/lease/" + name + ".json"));
        return Mutant.of(fixture, Files.readString(options().referenceSources().resolve(fixture.file())));
    }

    private String source(Mutant m) throws Exception {
        return Files.readString(options().referenceSources().resolve(m.file()));
    }

    private void writeEquivalents(String json) throws Exception {
        Files.writeString(root.resolve("fixtures/mutants/equivalent.json"), json);
    }

    private static Map<String, Verdict> verdicts(MutantRunReport report) {
        return report.outcomes().stream().collect(Collectors.toMap(o -> o.mutant().id(), MutantOutcome::verdict));
    }
}
