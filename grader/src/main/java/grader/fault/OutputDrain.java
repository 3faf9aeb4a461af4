package grader.fault;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads a child's stdout or stderr to the end so that a full pipe never blocks it, keeping
 * only the first few kilobytes for a failure message.
 */
final class OutputDrain {
    private static final int KEEP = 4096;

    private final byte[] kept = new byte[KEEP];
    private int length;
    private final Thread thread;

    OutputDrain(InputStream stream, String name) {
        thread = new Thread(() -> drain(stream), name);
        thread.setDaemon(true);
        thread.start();
    }

    private void drain(InputStream stream) {
        byte[] buffer = new byte[8192];
        try (stream) {
            int n;
            while ((n = stream.read(buffer)) >= 0) {
                keep(buffer, n);
            }
        } catch (IOException closed) {
            // The child is gone; what was kept is all there is.
        }
    }

    private synchronized void keep(byte[] buffer, int n) {
        int room = Math.min(n, KEEP - length);
        System.arraycopy(buffer, 0, kept, length, room);
        length += room;
    }

    /** Waits briefly for the end of the stream (the child is dead by now). */
    void finish() throws InterruptedException {
        thread.join(1000);
    }

    synchronized String text() {
        return new String(kept, 0, length, StandardCharsets.UTF_8).strip();
    }
}
