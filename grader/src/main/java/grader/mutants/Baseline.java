package grader.mutants;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.mutants.worker.WorkerJob;
import grader.mutants.worker.WorkerReply;

/**
 * Grades the unmodified reference several times before any mutant: a verdict on a red or
 * flaky baseline means nothing, so the run stops when a round is not all green or two
 * rounds disagree on any check.
 */
public final class Baseline {
    private static final AtomicLong JOB_IDS = new AtomicLong(-1_000_000);

    /**
     * The baseline's finding: {@code problem} is null when it is green and stable; {@code reused}
     * when it was kept from an earlier {@code --incremental} run of the same code, not graded by this one.
     */
    public record Finding(String problem, List<Long> roundMillis, List<LabResult> firstRound, boolean reused) {
        public Finding(String problem, List<Long> roundMillis, List<LabResult> firstRound) {
            this(problem, roundMillis, firstRound, false);
        }

        public boolean ok() {
            return problem == null;
        }

        /** The slowest round: one full grade of the reference in a worker. */
        public long slowestMillis() {
            return roundMillis.stream().mapToLong(Long::longValue).max().orElse(0);
        }
    }

    private Baseline() {
    }

    /**
     * Grades the reference {@code rounds} times, each lab of a round as a job of its own so
     * that the lanes share the work evenly; a round is the labs' results together, and its
     * time the sum of theirs: one full grade.
     */
    static Finding run(WorkerPool pool, MutantCompiler compiler, List<String> labs, int rounds, long seed)
            throws InterruptedException {
        String reference = compiler.referenceClasses().toString();
        List<LabJob> jobs = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (String lab : labs) {
                jobs.add(new LabJob(round, lab));
            }
        }
        List<Round> parts = pool.map(jobs, (job, grader) -> {
            long started = System.nanoTime();
            WorkerJob work = new WorkerJob(JOB_IDS.incrementAndGet(), List.of(reference), reference,
                    List.of(job.lab()), seed);
            WorkerProcess.Answer answer = grader.grade(work);
            return new Round(job.round(), answer, (System.nanoTime() - started) / 1_000_000);
        });
        return judge(joinedByRound(parts, rounds));
    }

    private record LabJob(int round, String lab) {
    }

    /** One round from the answers of its labs: the first that was not graded, or all results together. */
    private static List<Round> joinedByRound(List<Round> parts, int rounds) {
        List<Round> joined = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            int number = round;
            List<Round> mine = parts.stream().filter(p -> p.number() == number).toList();
            long millis = mine.stream().mapToLong(Round::millis).sum();
            List<LabResult> results = new ArrayList<>();
            WorkerProcess.Answer failed = null;
            for (Round part : mine) {
                if (part.answer() instanceof WorkerProcess.Replied replied && replied.reply().error() == null) {
                    results.addAll(replied.reply().results());
                } else if (failed == null) {
                    failed = part.answer();
                }
            }
            WorkerProcess.Answer answer = failed != null ? failed
                    : new WorkerProcess.Replied(new WorkerReply(-number, results, null, true));
            joined.add(new Round(number, answer, millis));
        }
        return joined;
    }

    record Round(int number, WorkerProcess.Answer answer, long millis) {
    }

    static Finding judge(List<Round> rounds) {
        List<Long> millis = rounds.stream().map(Round::millis).toList();
        Map<String, String> first = null;
        List<LabResult> firstResults = List.of();
        for (Round round : rounds) {
            if (!(round.answer() instanceof WorkerProcess.Replied replied) || replied.reply().error() != null) {
                return new Finding("baseline round " + round.number() + " was not graded: "
                        + round.answer(), millis, List.of());
            }
            List<LabResult> results = replied.reply().results();
            Map<String, String> statuses = statuses(results);
            String red = red(results);
            if (red != null) {
                return new Finding("the unmodified reference fails in round " + round.number() + ": " + red,
                        millis, results);
            }
            if (first == null) {
                first = statuses;
                firstResults = results;
            } else if (!first.equals(statuses)) {
                return new Finding("the reference is flaky: rounds 1 and " + round.number()
                        + " disagree: " + first + " vs " + statuses, millis, results);
            }
        }
        return new Finding(null, millis, firstResults);
    }

    private static Map<String, String> statuses(List<LabResult> results) {
        Map<String, String> statuses = new LinkedHashMap<>();
        results.forEach(l -> l.steps().forEach(s -> s.checks()
                .forEach(c -> statuses.put(c.id(), c.status().label()))));
        return statuses;
    }

    private static String red(List<LabResult> results) {
        for (LabResult lab : results) {
            if (lab.steps().isEmpty()) {
                return "lab " + lab.lab() + " has no checks";
            }
            for (CheckResult c : lab.steps().stream().flatMap(s -> s.checks().stream()).toList()) {
                if (!c.status().passed()) {
                    return c.id() + " " + c.status().label() + ": " + c.message();
                }
            }
        }
        return null;
    }
}
