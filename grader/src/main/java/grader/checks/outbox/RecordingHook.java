package grader.checks.outbox;

import java.util.ArrayList;
import java.util.List;
import labs.FaultHook;

/** A fault hook that records the points reached and can throw one exception at one point. */
final class RecordingHook implements FaultHook {
    /** Work to do at a point, e.g. reading the state through another connection. */
    @FunctionalInterface
    interface Probe {
        void at(String point) throws Exception;
    }

    private final List<String> reached = new ArrayList<>();
    private final String failAt;
    private final Exception failure;
    private final Probe probe;

    private RecordingHook(String failAt, Exception failure, Probe probe) {
        this.failAt = failAt;
        this.failure = failure;
        this.probe = probe;
    }

    /** Records only. */
    static RecordingHook recording() {
        return new RecordingHook(null, null, null);
    }

    /** Records, and throws {@code failure} when {@code point} is reached. */
    static RecordingHook failingAt(String point, Exception failure) {
        return new RecordingHook(point, failure, null);
    }

    /** Records, and runs {@code probe} at every point. */
    static RecordingHook probing(Probe probe) {
        return new RecordingHook(null, null, probe);
    }

    @Override
    public void reached(String point) throws Exception {
        reached.add(point);
        if (probe != null) {
            probe.at(point);
        }
        if (point.equals(failAt)) {
            throw failure;
        }
    }

    List<String> points() {
        return List.copyOf(reached);
    }
}
