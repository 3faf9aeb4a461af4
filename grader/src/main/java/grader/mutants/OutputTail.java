package grader.mutants;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Drains one output stream of a child on a daemon thread, keeping only its last bytes, so a
 * chatty child never blocks on a full pipe and never fills the coordinator's memory.
 */
final class OutputTail {
    private final byte[] ring;
    private long written;
    private final Thread pump;

    OutputTail(InputStream stream, int limit, String name) {
        this.ring = new byte[limit];
        this.pump = new Thread(() -> drain(stream), name);
        pump.setDaemon(true);
        pump.start();
    }

    private void drain(InputStream stream) {
        byte[] buffer = new byte[4096];
        try (stream) {
            for (int n = stream.read(buffer); n >= 0; n = stream.read(buffer)) {
                keep(buffer, n);
            }
        } catch (IOException closed) {
            // The child is gone; what was read so far is the tail.
        }
    }

    private synchronized void keep(byte[] buffer, int n) {
        for (int i = 0; i < n; i++) {
            ring[(int) (written++ % ring.length)] = buffer[i];
        }
    }

    /** Waits briefly for the pump to see end-of-stream. */
    void awaitEnd(long millis) {
        try {
            pump.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The last bytes seen, as text. */
    synchronized String text() {
        int size = (int) Math.min(written, ring.length);
        byte[] out = new byte[size];
        long start = written - size;
        for (int i = 0; i < size; i++) {
            out[i] = ring[(int) ((start + i) % ring.length)];
        }
        return new String(out, StandardCharsets.UTF_8).strip();
    }
}
