package faultchild;

import wire.FaultProtocol;
import wire.StatementGate;

/**
 * Stops the code under test before its n-th SQL statement on one file (counted from 1, every
 * statement of every connection, transaction control included; n = 0: never, only counts and
 * reports them): the statement does not run,
 * and the process waits there for the grader's SIGKILL, as at a fault point. Each statement up
 * to it is reported (its first words), so the child's history shows where the kill fell.
 */
final class StatementTrip implements StatementGate {
    private final ControlChannel channel;
    private final Tripwire tripwire;
    private final int stopBefore;
    private int seen;

    StatementTrip(ControlChannel channel, Tripwire tripwire, int stopBefore) {
        this.channel = channel;
        this.tripwire = tripwire;
        this.stopBefore = stopBefore;
    }

    @Override
    public void before(String call, long connection, String thread, String statement) {
        int n;
        synchronized (this) {
            n = ++seen;
        }
        if (stopBefore <= 0 || n <= stopBefore) {
            channel.send(FaultProtocol.OP, FaultProtocol.statement(n, statement));
        }
        if (stopBefore > 0 && n >= stopBefore) {
            // Later statements of other threads stop too: nothing is written after the report.
            tripwire.stopAt(FaultProtocol.beforeStatement(stopBefore));
        }
    }

    @Override
    public boolean busy(String call, long connection, long waitedMillis, long limitMillis) {
        // No judge here: wait as the submission's own busy timeout would.
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return waitedMillis < limitMillis;
    }

    @Override
    public void after(String call, long connection) {
        // Only the start of a statement is a place to stop.
    }

    @Override
    public void closed(String call, long connection) {
        // Closing runs no statement of the submission's.
    }
}
