package faultchild;

import wire.FaultProtocol;
import labs.FaultHook;

/**
 * Makes the fault hooks of one scenario. Each hook reports every point the code under test
 * reaches; at its chosen point it reports {@code FAULT} and blocks for good, and from then
 * on every thread that calls any hook of this scenario blocks too, so that nothing else is
 * written between the report and the grader's SIGKILL.
 */
final class Tripwire {
    private final ControlChannel channel;
    private volatile boolean tripped;

    Tripwire(ControlChannel channel) {
        this.channel = channel;
    }

    /** A hook that stops at {@code target} ({@code none}: never stops, only reports). */
    FaultHook hook(String role, String target) {
        return point -> reached(role, point, target);
    }

    /** Stops here as if the code under test had reached a fault point (used between calls). */
    void stopAt(String point) {
        trip(point);
    }

    private void reached(String role, String point, String target) {
        if (tripped || point.equals(target)) {
            trip(point);
        }
        channel.send(FaultProtocol.HIT, role + " " + point);
    }

    private void trip(String point) {
        synchronized (this) {
            if (!tripped) {
                tripped = true;
                channel.send(FaultProtocol.FAULT, point);
            }
        }
        if (channel.manual()) {
            // Replayed by hand: end like a SIGKILL would, with no shutdown hook and no finally.
            Runtime.getRuntime().halt(137);
        }
        blockForever();
    }

    private static void blockForever() {
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException ignored) {
                // Stay blocked: the only way out of a fault point is the grader's SIGKILL.
            }
        }
    }
}
