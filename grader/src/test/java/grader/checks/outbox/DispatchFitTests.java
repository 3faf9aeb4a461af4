package grader.checks.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import grader.check.explore.Outcome;
import labs.DeliveryException;
import org.junit.jupiter.api.Test;

/** What a dispatch gave its send callback must fit what it returned and marked, whatever the model expects. */
class DispatchFitTests {
    private static final List<Map<String, Object>> UNSENT = List.of(ordered("id", "a", "qty", 1L), ordered("id", "b", "qty", 2L));

    @Test
    void aCountAfterThatManyDeliveriesAndMarksFits() {
        Outcome two = Outcome.returned(2);
        assertThat(DispatchFit.check(two, UNSENT, List.of(ordered("id", "a", "qty", 1), ordered("id", "b", "qty", 2)), 2, List.of()))
                .isSameAs(two);
    }

    @Test
    void aFailureAfterOneDeliveryMoreThanMarkedFits() {
        Outcome failed = new Outcome(null, new DeliveryException("no ACK"));
        assertThat(DispatchFit.check(failed, UNSENT, List.of(ordered("id", "a", "qty", 1)), 0, List.of())).isSameAs(failed);
    }

    @Test
    void sendingOutOfOrderOrMarkingWithoutDeliveringDoesNotFit() {
        Outcome one = Outcome.returned(1);
        assertThat(DispatchFit.check(one, UNSENT, List.of(ordered("id", "b", "qty", 2)), 1, List.of()).value())
                .asString().contains("send was given [{id=\"b\", qty=2}]");
        assertThat(DispatchFit.check(one, UNSENT, List.of(ordered("id", "a", "qty", 1)), 0, List.of()).value())
                .asString().contains("0 row(s) were marked");
        assertThat(DispatchFit.check(one, UNSENT, List.of(ordered("id", "a", "qty", 1, "seq", 1)), 1, List.of()).value())
                .asString().contains("send was given");
    }

    @Test
    void aWriteLockHeldWhileSendingDoesNotFit() {
        Outcome two = Outcome.returned(2);
        assertThat(DispatchFit.check(two, UNSENT, List.of(), 2, List.of("another connection could not BEGIN IMMEDIATE")).value())
                .asString().contains("could not BEGIN IMMEDIATE");
    }

    /** A map in the order its keys are given: the failure messages quote maps, and Map.of's order changes from run to run. */
    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
