package grader.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads lines from a child's channel, refusing one longer than a limit instead of holding it
 * in memory: a child that sends a line without end must not fill the grader's heap.
 */
public final class BoundedLines {
    /** A line longer than the limit: the channel is no longer trusted. */
    public static final class TooLong extends IOException {
        public TooLong(int limit) {
            super("the child sent a line longer than " + limit + " bytes");
        }
    }

    private final InputStream in;
    private final int limit;

    public BoundedLines(InputStream in, int limit) {
        this.in = in;
        this.limit = limit;
    }

    /** The next line without its end, or null at the end of the stream. */
    public String next() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0 && b != '\n') {
            if (line.size() >= limit) {
                throw new TooLong(limit);
            }
            line.write(b);
        }
        return b < 0 && line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
    }
}
