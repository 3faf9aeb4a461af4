package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import grader.model.LabResult;
import grader.model.Status;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Verdicts of earlier runs ({@code --incremental}), keyed by a digest of everything a verdict
 * depends on: the mutant's change, the grader's classes outside the checks, the reference and
 * the seed. The checks are not in the key: a kept verdict records the digest of each step its
 * grade ran ({@link CheckDigests}) and is reused only while those steps' checks are unchanged,
 * so an edit of one step's checks grades again only the mutants graded in that step. A
 * verdict that came from a time limit or a crash is never kept: it may say more about the
 * machine's load than about the mutant. Nor is an equivalent one: it comes from
 * equivalent.json, which is read again every run (see {@link KnownVerdicts}), so an entry
 * removed there is graded again. An unreadable or unwritable cache file only costs the
 * reuse, never the run.
 */
final class VerdictCache {
    private static final ObjectMapper JSON = JsonMapper.builder().build();
    private static final String BASELINE = "baseline:";

    /** What is kept of one outcome. */
    record Entry(Verdict verdict, LabResult result, String reason, long millis, Map<Integer, String> checks) {
    }

    /** What is kept of a green baseline. */
    record BaselineEntry(List<Long> roundMillis, List<LabResult> firstRound) {
    }

    private record Stored(Map<String, Entry> mutants, Map<String, BaselineEntry> baselines) {
    }

    private final Path file;
    private final String fingerprint;
    private final CheckDigests checks;
    private final Map<String, Entry> mutants = new ConcurrentHashMap<>();
    private final Map<String, BaselineEntry> baselines = new ConcurrentHashMap<>();

    private VerdictCache(Path file, String fingerprint, CheckDigests checks) {
        this.file = file;
        this.fingerprint = fingerprint;
        this.checks = checks;
    }

    /** The cache in {@code folder}, read when it exists and is readable. */
    static VerdictCache open(Path folder, String fingerprint, CheckDigests checks) {
        VerdictCache cache = new VerdictCache(folder.resolve("mutant-verdicts.json"), fingerprint, checks);
        try {
            if (Files.isRegularFile(cache.file)) {
                Stored stored = JSON.readValue(cache.file.toFile(), new TypeReference<Stored>() { });
                if (stored.mutants() != null) {
                    cache.mutants.putAll(stored.mutants());
                }
                if (stored.baselines() != null) {
                    cache.baselines.putAll(stored.baselines());
                }
            }
        } catch (RuntimeException e) {
            cache.mutants.clear();
            cache.baselines.clear();
        }
        return cache;
    }

    Path file() {
        return file;
    }

    Optional<MutantOutcome> find(Mutant mutant, long seed, boolean full) {
        Entry entry = mutants.get(keyOf(mutant, seed, full));
        return Optional.ofNullable(entry).filter(e -> keeps(e.verdict()) && checksUnchanged(mutant.lab(), e))
                .map(e -> new MutantOutcome(mutant, e.verdict(), e.result(), e.reason(), e.millis(), true));
    }

    void put(MutantOutcome outcome, long seed, boolean full) {
        if (!keeps(outcome.verdict())) {
            return;
        }
        mutants.put(keyOf(outcome.mutant(), seed, full),
                new Entry(outcome.verdict(), outcome.result(), outcome.reason(), outcome.millis(),
                        checks.of(outcome.mutant().lab(), gradedSteps(outcome.result()))));
    }

    private boolean checksUnchanged(String lab, Entry entry) {
        return entry.checks() != null && entry.checks().equals(checks.of(lab, entry.checks().keySet()));
    }

    /** The steps in which some check ran: a step left out, or skipped whole, decided nothing. */
    private static Set<Integer> gradedSteps(LabResult result) {
        Set<Integer> steps = new TreeSet<>();
        if (result != null) {
            result.steps().stream().filter(s -> s.checks().stream().anyMatch(c -> c.status() != Status.SKIPPED))
                    .forEach(s -> steps.add(s.number()));
        }
        return steps;
    }

    /** Only a verdict a worker's grade decided; an older cache may still hold an equivalent one, never reused. */
    private static boolean keeps(Verdict verdict) {
        return verdict != Verdict.TIMED_OUT && verdict != Verdict.CRASHED && verdict != Verdict.EQUIVALENT;
    }

    Optional<Baseline.Finding> baseline(List<String> labs, int rounds, long seed) {
        return Optional.ofNullable(baselines.get(baselineKey(labs, rounds, seed)))
                .map(e -> new Baseline.Finding(null, e.roundMillis(), e.firstRound(), true));
    }

    void putBaseline(List<String> labs, int rounds, long seed, Baseline.Finding finding) {
        if (finding.ok()) {
            baselines.put(baselineKey(labs, rounds, seed), new BaselineEntry(finding.roundMillis(), finding.firstRound()));
        }
    }

    /** A baseline grades every check of its labs, so each of their steps' digests is in its key. */
    private String baselineKey(List<String> labs, int rounds, long seed) {
        return BASELINE + CodeFingerprint.key(fingerprint, labs.toString(), checks.allOf(labs), Integer.toString(rounds),
                Long.toString(seed));
    }

    /** Writes the cache whole, through a temporary file, so a reader never sees half of it. */
    boolean save() {
        try {
            Files.createDirectories(file.getParent());
            Path temp = Files.createTempFile(file.getParent(), "mutant-verdicts-", ".tmp");
            try {
                JSON.writeValue(temp.toFile(), new Stored(Map.copyOf(mutants), Map.copyOf(baselines)));
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(temp);
            }
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private String keyOf(Mutant mutant, long seed, boolean full) {
        return CodeFingerprint.key(fingerprint, mutant.id(), mutant.lab(), Integer.toString(mutant.targetStep()),
                mutant.file(), Integer.toString(mutant.offset()), mutant.original(), mutant.replacement(),
                Long.toString(seed), Boolean.toString(full));
    }
}
