package grader.engine.isolation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Drains one output stream of a worker on a thread of its own and keeps only its last bytes,
 * so a submission that floods stdout can neither block on a full pipe nor fill the
 * coordinator's memory.
 */
final class OutputTail implements Runnable {
    static final int CAPACITY = 64 * 1024;

    private final InputStream in;
    private final byte[] ring = new byte[CAPACITY];
    private long total;
    private final Thread thread;

    private OutputTail(InputStream in, String name) {
        this.in = in;
        this.thread = new Thread(this, name);
        this.thread.setDaemon(true);
    }

    static OutputTail drain(InputStream in, String name) {
        OutputTail tail = new OutputTail(in, name);
        tail.thread.start();
        return tail;
    }

    @Override
    public void run() {
        byte[] chunk = new byte[8192];
        try (in) {
            int n;
            while ((n = in.read(chunk)) > 0) {
                append(chunk, n);
            }
        } catch (IOException closed) {
            // The worker is gone; what was read is what there is.
        }
    }

    private synchronized void append(byte[] chunk, int n) {
        for (int i = 0; i < n; i++) {
            ring[(int) ((total + i) % CAPACITY)] = chunk[i];
        }
        total += n;
    }

    /** Waits a little for the stream's end, so the tail includes the worker's last words. */
    void awaitEnd(long millis) throws InterruptedException {
        thread.join(millis);
    }

    /** How many bytes the worker wrote in all. */
    synchronized long total() {
        return total;
    }

    /** The last {@code max} bytes (at most {@link #CAPACITY}), as text. */
    synchronized String last(int max) {
        int length = (int) Math.min(Math.min(total, CAPACITY), max);
        byte[] out = new byte[length];
        for (int i = 0; i < length; i++) {
            out[i] = ring[(int) ((total - length + i) % CAPACITY)];
        }
        return new String(out, StandardCharsets.UTF_8);
    }
}
