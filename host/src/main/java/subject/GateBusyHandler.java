package subject;

import org.sqlite.BusyHandler;
import wire.StatementGate;

/**
 * The busy handler of a gated connection (sqlite-jdbc keeps one per connection): instead of
 * sleeping and retrying by itself, it asks the gate, so that a statement that waits for a lock
 * lets the judge run the others and tries again when the judge says something changed. The
 * wait still ends busy after the submission's own busy timeout.
 */
final class GateBusyHandler extends BusyHandler {
    private final StatementGate gate;
    private final long connection;
    private final long limitMillis;
    private long since;

    GateBusyHandler(StatementGate gate, long connection, long limitMillis) {
        this.gate = gate;
        this.connection = connection;
        this.limitMillis = limitMillis;
    }

    @Override
    protected int callback(int tries) {
        if (tries == 0) {
            since = System.nanoTime();
        }
        long waited = (System.nanoTime() - since) / 1_000_000;
        String call = Schedules.callOf(Thread.currentThread());
        try {
            return Schedules.held(() -> gate.busy(call, connection, waited, limitMillis)) ? 1 : 0;
        } catch (RuntimeException judgeGone) {
            return 0;
        }
    }
}
