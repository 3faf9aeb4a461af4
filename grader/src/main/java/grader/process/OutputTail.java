package grader.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Drains one output stream of a child process on a thread of its own and keeps only its last
 * bytes, so a child that floods stdout can neither block on a full pipe nor fill the
 * grader's memory.
 */
public final class OutputTail implements Runnable {
    public static final int CAPACITY = 64 * 1024;

    private final InputStream in;
    private final byte[] ring = new byte[CAPACITY];
    private long total;
    private final Thread thread;

    private OutputTail(InputStream in, String name) {
        this.in = in;
        this.thread = new Thread(this, name);
        this.thread.setDaemon(true);
    }

    public static OutputTail drain(InputStream in, String name) {
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
    public void awaitEnd(long millis) {
        try {
            thread.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** How many bytes the worker wrote in all. */
    public synchronized long total() {
        return total;
    }

    /** The last {@code max} bytes (at most {@link #CAPACITY}), as text. */
    public synchronized String last(int max) {
        int length = (int) Math.min(Math.min(total, CAPACITY), max);
        byte[] out = new byte[length];
        for (int i = 0; i < length; i++) {
            out[i] = ring[(int) ((total - length + i) % CAPACITY)];
        }
        return new String(out, StandardCharsets.UTF_8);
    }
}
