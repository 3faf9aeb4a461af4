package wire;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The token a child proves itself with to the grader: the first line of its stdin, where only
 * the grader that started it can have put it (a command line can be read by every process).
 */
public final class Tokens {
    /** Far longer than any token the grader makes; a longer line is not one. */
    private static final int MAX = 256;

    private Tokens() {
    }

    /** Reads the first line of stdin, byte by byte, so that nothing after it is taken from the stream. */
    public static String fromStdin() {
        return firstLine(System.in);
    }

    static String firstLine(InputStream in) {
        byte[] line = new byte[MAX];
        int length = 0;
        try {
            for (int b = in.read(); b != -1 && b != '\n'; b = in.read()) {
                if (length == MAX) {
                    throw new IllegalStateException("the token line on stdin is too long");
                }
                line[length++] = (byte) b;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the token from stdin", e);
        }
        return new String(line, 0, length, StandardCharsets.UTF_8);
    }
}
