package grader.check.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The exploring machinery on a toy lab with no subject: a counter whose code under test goes
 * wrong once it passes 2, so the shortest failing sequence is known.
 */
class ShrinkerTests {
    /** The code under test: adds, but from a total of 3 on it reports one too many. */
    static final class Counter {
        int total;
    }

    record Add(int amount) implements Op<Counter, AtomicInteger> {
        public String call() {
            return "add(" + amount + ")";
        }

        public Outcome perform(Counter world) {
            world.total += amount;
            return Outcome.returned(world.total >= 3 ? world.total + 1 : world.total);
        }

        public Expected expect(AtomicInteger model) {
            return Expected.value(model.get() + amount);
        }

        public void apply(AtomicInteger model, Outcome actual) {
            model.addAndGet(amount);
        }

        public List<Op<Counter, AtomicInteger>> simpler() {
            return amount > 1 ? List.of(new Add(amount - 1)) : List.of();
        }
    }

    static final class ToyLab implements ExploredLab<Counter, AtomicInteger> {
        public Counter open(int run) {
            return new Counter();
        }

        public AtomicInteger model() {
            return new AtomicInteger();
        }

        public Optional<StateDifference> compare(Counter world, AtomicInteger model) {
            return Optional.empty();
        }

        public String state(Counter world) {
            return "total " + world.total;
        }
    }

    @Test
    void aFailingSequenceShrinksToItsShortestAndPlainestForm() throws Exception {
        List<Op<Counter, AtomicInteger>> ops = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            ops.add(new Add(i % 2 == 0 ? 0 : 1));
        }
        ops.add(new Add(2));
        ops.add(new Add(1));
        Difference first = SequenceRun.firstDifference(new ToyLab(), ops, 0).orElseThrow();
        Shrinker.Shrunk<Counter, AtomicInteger> shrunk = new Shrinker<>(new ToyLab(), 80, 3000).shrink(ops, first);
        // Any 3 in ones (or a 2 and a 1) is the least that reaches a total of 3.
        int total = shrunk.ops().stream().mapToInt(op -> ((Add) op).amount()).sum();
        assertThat(total).isEqualTo(3);
        assertThat(shrunk.ops().size()).isLessThan(first.index() + 1);
        assertThat(shrunk.difference().expected()).isEqualTo("returns 3");
        assertThat(shrunk.difference().actual()).isEqualTo("returned 4");
    }

    @Test
    void aSequenceThatKeepsToTheModelHasNoDifference() throws Exception {
        List<Op<Counter, AtomicInteger>> ops = List.of(new Add(1), new Add(1));
        assertThat(SequenceRun.firstDifference(new ToyLab(), ops, 0)).isEmpty();
    }

    @Test
    void fixedSeedsDependOnTheCheckAloneAndDrawnOnesOnTheRun() {
        ExplorePlan one = ExplorePlan.of("lease.4.generated-claim-calls", 1, 3, 1, 1);
        ExplorePlan other = ExplorePlan.of("lease.4.generated-claim-calls", 2, 3, 1, 1);
        assertThat(one.seeds().subList(0, 3)).isEqualTo(other.seeds().subList(0, 3));
        assertThat(one.seeds().get(3)).isNotEqualTo(other.seeds().get(3));
        assertThat(ExplorePlan.of("lease.4.generated-claim-calls", 1, 3, 1, 4).seeds()).hasSize(7);
    }
}
