package subject;

import java.util.concurrent.TimeUnit;
import org.sqlite.BusyHandler;

/**
 * A busy handler for a racing check's connections: on the first call of each wait it says
 * that the caller has lined up behind the write lock, then retries every millisecond for up
 * to a limit, as a busy timeout would. The judge installs it on its own connections, and the
 * subject on its stand-ins for them, where "lined up" is a call back to the judge.
 */
public final class LinedUpBusyHandler extends BusyHandler {
    private final long limitNanos;
    private final Runnable linedUp;
    private long since;

    public LinedUpBusyHandler(long limitMillis, Runnable linedUp) {
        this.limitNanos = TimeUnit.MILLISECONDS.toNanos(limitMillis);
        this.linedUp = linedUp;
    }

    @Override
    protected int callback(int tries) {
        if (tries == 0) {
            since = System.nanoTime();
            linedUp.run();
        }
        if (System.nanoTime() - since > limitNanos) {
            return 0;
        }
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
        return 1;
    }
}
