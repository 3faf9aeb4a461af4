package grader.check.explore;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedule;
import grader.check.schedule.Schedules;

/**
 * Two generated calls made at once by two workers, A and B, each with an instance and a
 * connection of its own, their statements in an order the grader forces (drawn from the
 * sequence's seed: round robin, or one worker running k statements before the other). The
 * contract asks every call to be atomic, so the pair must do what one of the two serial orders
 * does: A then B, or B then A, outcome by outcome, and the stored state after it.
 */
public final class Racing<W, M> implements Op<W, M> {
    /** What racing needs of a lab: the file the workers share, and a copy of a model to try an order on. */
    public interface Support<W, M> {
        Path file(W world);

        M copy(M model);
    }

    /** A {@link Support} from its two parts. */
    public static <W, M> Support<W, M> support(Function<W, Path> file, UnaryOperator<M> copy) {
        return new Support<>() {
            @Override
            public Path file(W world) {
                return file.apply(world);
            }

            @Override
            public M copy(M model) {
                return copy.apply(model);
            }
        };
    }

    /** What the two calls did, and the order their statements went in. */
    public record Both(Outcome a, Outcome b, String schedule) {
        @Override
        public String toString() {
            return "A " + a.brief() + ", B " + b.brief() + " (" + schedule + ")";
        }
    }

    private final Op<W, M> a;
    private final Op<W, M> b;
    private final long scheduleSeed;
    private final Support<W, M> support;

    public Racing(Op<W, M> a, Op<W, M> b, long scheduleSeed, Support<W, M> support) {
        this.a = a;
        this.b = b;
        this.scheduleSeed = scheduleSeed;
        this.support = support;
    }

    @Override
    public String call() {
        return "at once, A: " + a.call() + " | B: " + b.call() + ", their statements " + schedule().describe();
    }

    /** The forced order: the same seed, the same schedule. */
    private Schedule schedule() {
        Random random = new Random(scheduleSeed);
        String first = random.nextBoolean() ? "A" : "B";
        int steps = random.nextInt(5);
        return steps == 4 ? Schedules.roundRobin(first) : Schedules.preempt(first, steps);
    }

    @Override
    public Outcome perform(W world) throws Exception {
        RaceResult result = ForcedRun.of(support.file(world), new Actor.Call("A", () -> a.perform(world)),
                new Actor.Call("B", () -> b.perform(world))).allowingCallsWithoutSql().run(schedule());
        return Outcome.returned(new Both(outcomeOf(result, "A"), outcomeOf(result, "B"), result.shown()));
    }

    /** A worker's call returns its Outcome; anything else is the run's note that it did not return. */
    private static Outcome outcomeOf(RaceResult result, String worker) {
        Object got = result.outcomes().get(worker);
        return got instanceof Outcome outcome ? outcome
                : new Outcome(null, new IllegalStateException("the call did not return: " + got));
    }

    @Override
    public Expected expect(M model) {
        return Expected.of("what one of the serial orders does: A then B (" + order(model, a, "A", b, "B")
                + "), or B then A (" + order(model, b, "B", a, "A") + ")",
                actual -> serialOrder(model, actual) != null, typical(model));
    }

    /** "A returns 1, then B returns null": what the model says of one serial order. */
    private String order(M model, Op<W, M> first, String firstName, Op<W, M> second, String secondName) {
        M copy = support.copy(model);
        Expected one = first.expect(copy);
        first.apply(copy, one.typical());
        return firstName + " " + one.description() + ", then " + secondName + " " + second.expect(copy).description();
    }

    /** What a generator plans on: A's typical outcome, then B's after it. */
    private Outcome typical(M model) {
        M copy = support.copy(model);
        Outcome first = a.expect(copy).typical();
        a.apply(copy, first);
        return Outcome.returned(new Both(first, b.expect(copy).typical(), "planned"));
    }

    /** The serial order ({@code [first, second]}) whose outcomes the pair's are, or null. */
    private List<Op<W, M>> serialOrder(M model, Outcome actual) {
        if (actual.threw() || !(actual.value() instanceof Both both)) {
            return null;
        }
        if (fits(model, a, both.a(), b, both.b())) {
            return List.of(a, b);
        }
        return fits(model, b, both.b(), a, both.a()) ? List.of(b, a) : null;
    }

    private boolean fits(M model, Op<W, M> first, Outcome firstGot, Op<W, M> second, Outcome secondGot) {
        M copy = support.copy(model);
        if (!first.expect(copy).accepts(firstGot)) {
            return false;
        }
        first.apply(copy, firstGot);
        return second.expect(copy).accepts(secondGot);
    }

    /**
     * When the outcomes fit both serial orders (two renews of one lease, both true) the orders
     * may still leave other rows (the lease ends at the later renew's end): either is the
     * contract's, so the stored state may be either.
     */
    @Override
    public List<M> possibleAfter(M model, Outcome actual) {
        if (actual.threw() || !(actual.value() instanceof Both both) || !fits(model, a, both.a(), b, both.b())
                || !fits(model, b, both.b(), a, both.a())) {
            return List.of();
        }
        M aFirst = support.copy(model);
        a.apply(aFirst, both.a());
        b.apply(aFirst, both.b());
        M bFirst = support.copy(model);
        b.apply(bFirst, both.b());
        a.apply(bFirst, both.a());
        return List.of(aFirst, bFirst);
    }

    @Override
    public void apply(M model, Outcome actual) {
        Both both = (Both) actual.value();
        List<Op<W, M>> order = serialOrder(model, actual);
        if (order == null) {
            // The planned outcome of a generator: A's, then B's.
            a.apply(model, both.a());
            b.apply(model, both.b());
            return;
        }
        order.get(0).apply(model, order.get(0) == a ? both.a() : both.b());
        order.get(1).apply(model, order.get(1) == a ? both.a() : both.b());
    }

    /** Either call alone is simpler: if it still differs, the race was not what showed it. */
    @Override
    public List<Op<W, M>> simpler() {
        return List.of(a, b);
    }
}
