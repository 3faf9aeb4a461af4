package grader.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * Blocking streams over a connected Unix domain socket channel. One thread may read while
 * another writes: unlike {@code Channels.newInputStream}, which on JDK 17 holds the channel's
 * blocking lock through a read and so blocks every write meanwhile.
 */
public final class SocketStreams {
    private SocketStreams() {
    }

    public static InputStream in(SocketChannel channel) {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return len == 0 ? 0 : channel.read(ByteBuffer.wrap(b, off, len));
            }

            @Override
            public void close() throws IOException {
                channel.close();
            }
        };
    }

    public static OutputStream out(SocketChannel channel) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                ByteBuffer buffer = ByteBuffer.wrap(b, off, len);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
            }

            @Override
            public void close() throws IOException {
                channel.close();
            }
        };
    }
}
