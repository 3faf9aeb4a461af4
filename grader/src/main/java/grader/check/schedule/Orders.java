package grader.check.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The schedules a race check runs, chosen so that the order that shows a bug is among them
 * every time. For two actors, every order with one preemption: each actor round robin first,
 * then each actor run for k statements (k = 0, 1, ... up to its last) before the other runs
 * on to its end; a read-then-write split over two transactions meets "A reads, B reads and
 * writes, A writes" among them. For the claims of one call (their names come as they open),
 * round robin, each claim on its own first, and a seeded search.
 */
public final class Orders {
    /** An actor with more statements than this is not preempted after each of the later ones. */
    public static final int MOST_PREEMPTIONS = 16;

    /** One run under a schedule, checked by the caller; its result tells how many statements each actor ran. */
    @FunctionalInterface
    public interface Run {
        RaceResult run(Schedule schedule) throws Exception;
    }

    private Orders() {
    }

    /** Runs every order of {@code a} and {@code b} that matters; returns how many runs it took. */
    public static int everyOrder(String a, String b, Run run) throws Exception {
        int runs = 0;
        for (String first : List.of(a, b)) {
            run.run(Schedules.roundRobin(first));
            runs++;
        }
        for (String first : List.of(a, b)) {
            for (int steps = 0; steps <= MOST_PREEMPTIONS; steps++) {
                RaceResult result = run.run(Schedules.preempt(first, steps));
                runs++;
                if (result.trace().stepsOf(first) <= steps) {
                    break;
                }
            }
        }
        return runs;
    }

    /**
     * The orders that matter when both actors make the same call (two claims of one job, two
     * receives of one id), so that {@code b} first mirrors {@code a} first: round robin from
     * {@code a}, then {@code a} preempted after k statements for k = 1, 2, ... while it had more
     * (k = 0 and k = all are the two serial orders), at most {@code mostSteps}. A read-then-write
     * meets "A reads, B reads and writes, A writes" among them at a third of the runs of
     * {@link #everyOrder}, which a slow but correct answer needs inside one check's limit.
     */
    public static int preemptionsOf(String a, int mostSteps, Run run) throws Exception {
        int runs = 1;
        // No second actor took a step (a server with one worker, a call refused before its SQL):
        // every preemption gives the same order.
        if (run.run(Schedules.roundRobin(a)).trace().actors() < 2) {
            return runs;
        }
        for (int steps = 1; steps <= Math.min(mostSteps, MOST_PREEMPTIONS); steps++) {
            RaceResult result = run.run(Schedules.preempt(a, steps));
            runs++;
            if (result.trace().stepsOf(a) <= steps + 1 || result.trace().actors() < 2) {
                break;
            }
        }
        return runs;
    }

    /** Schedules for the claims of one call: round robin, each of {@code claims} first on its own, then {@code seeded} drawn from {@code random}. */
    public static List<Schedule> forClaims(int claims, Random random, int seeded) {
        List<Schedule> schedules = new ArrayList<>();
        schedules.add(Schedules.roundRobin("C1"));
        for (int i = claims; i >= 2; i--) {
            schedules.add(Schedules.alone("C" + i));
        }
        for (int i = 1; i <= seeded; i++) {
            schedules.add(Schedules.seeded(new Random(random.nextLong()), "seeded choice " + i + " of " + seeded));
        }
        return schedules;
    }
}
