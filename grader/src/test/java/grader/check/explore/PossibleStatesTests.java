package grader.check.explore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A call whose outcome fits two states (as two racing renews do, both true, the lease ending
 * at either's end): the stored state may be either, the sequence goes on from the one it was,
 * and a state that is neither is a difference naming both.
 */
class PossibleStatesTests {
    /** The code under test sets the stored value to {@code stored}; the contract allows 5 or 9. */
    record SetEither(int stored) implements Op<AtomicInteger, AtomicInteger> {
        public String call() {
            return "set 5 or 9";
        }

        public Outcome perform(AtomicInteger world) {
            world.set(stored);
            return Outcome.returned(true);
        }

        public Expected expect(AtomicInteger model) {
            return Expected.value(true);
        }

        public void apply(AtomicInteger model, Outcome actual) {
            model.set(5);
        }

        @Override
        public List<AtomicInteger> possibleAfter(AtomicInteger model, Outcome actual) {
            return List.of(new AtomicInteger(5), new AtomicInteger(9));
        }
    }

    /** Adds one: the model must go on from the state the stored one turned out to be. */
    record AddOne() implements Op<AtomicInteger, AtomicInteger> {
        public String call() {
            return "add 1";
        }

        public Outcome perform(AtomicInteger world) {
            return Outcome.returned(world.incrementAndGet());
        }

        public Expected expect(AtomicInteger model) {
            return Expected.value(model.get() + 1);
        }

        public void apply(AtomicInteger model, Outcome actual) {
            model.incrementAndGet();
        }
    }

    static final class Stored implements ExploredLab<AtomicInteger, AtomicInteger> {
        public AtomicInteger open(int run) {
            return new AtomicInteger();
        }

        public AtomicInteger model() {
            return new AtomicInteger();
        }

        public Optional<StateDifference> compare(AtomicInteger world, AtomicInteger model) {
            return world.get() == model.get() ? Optional.empty()
                    : Optional.of(new StateDifference("it holds " + model.get(), "it holds " + world.get()));
        }

        public String state(AtomicInteger world) {
            return "value " + world.get();
        }
    }

    @Test
    void eitherAllowedStateIsAcceptedAndTheSequenceGoesOnFromIt() throws Exception {
        assertThat(SequenceRun.firstDifference(new Stored(), List.of(new SetEither(9), new AddOne()), 0)).isEmpty();
        assertThat(SequenceRun.firstDifference(new Stored(), List.of(new SetEither(5), new AddOne()), 0)).isEmpty();
    }

    @Test
    void aStateThatIsNeitherIsADifferenceNamingBoth() throws Exception {
        Difference difference = SequenceRun.firstDifference(new Stored(), List.of(new SetEither(7)), 0).orElseThrow();
        assertThat(difference.expected()).isEqualTo("afterwards (one of the states the call may leave) it holds 5, or it holds 9");
        assertThat(difference.actual()).isEqualTo("it holds 7");
    }
}
