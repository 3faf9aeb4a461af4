package wire;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The framing of the judge/subject protocol: each message is a 4-byte big-endian length
 * followed by that many bytes of UTF-8 JSON. A length above the limit ends the link, so a
 * peer can never make the other side allocate more than one bounded frame.
 */
public final class Wire {
    /** The largest message either side accepts. */
    public static final int MAX_FRAME_BYTES = 8 << 20;

    private Wire() {
    }

    /** The next message, or {@code null} at a clean end of stream. */
    public static String read(DataInputStream in) throws IOException {
        int length;
        try {
            length = in.readInt();
        } catch (EOFException end) {
            return null;
        }
        if (length < 0 || length > MAX_FRAME_BYTES) {
            throw new IOException("a message of " + length + " bytes is outside the protocol's limit of "
                    + MAX_FRAME_BYTES);
        }
        byte[] bytes = new byte[length];
        in.readFully(bytes);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** Writes one message; callers serialise writers on {@code out}. */
    public static void write(DataOutputStream out, String message) throws IOException {
        byte[] bytes = message.getBytes(StandardCharsets.UTF_8);
        if (bytes.length > MAX_FRAME_BYTES) {
            throw new IOException("a message of " + bytes.length + " bytes is over the protocol's limit");
        }
        out.writeInt(bytes.length);
        out.write(bytes);
        out.flush();
    }
}
