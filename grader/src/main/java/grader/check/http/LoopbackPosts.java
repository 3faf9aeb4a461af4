package grader.check.http;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * POSTs sent together on raw sockets, one connection each, every request written to the end
 * before {@link #send} returns: unlike an asynchronous client, the caller knows they are out,
 * and {@link LoopbackQueues} can then tell when the server has taken them in.
 */
public final class LoopbackPosts implements AutoCloseable {
    /** A response as the client read it: its status and body. */
    public record Answer(int status, String body) {
        /** Status and body, as a failure message shows them. */
        @Override
        public String toString() {
            return "status " + status + " with body " + body;
        }
    }

    private final List<Socket> sockets;

    private LoopbackPosts(List<Socket> sockets) {
        this.sockets = sockets;
    }

    /** Connects once per body and writes {@code POST path} with that JSON body on each, in order. */
    public static LoopbackPosts send(int port, String path, List<String> jsonBodies) throws IOException {
        List<Socket> sockets = new ArrayList<>();
        LoopbackPosts posts = new LoopbackPosts(sockets);
        try {
            for (String body : jsonBodies) {
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
                sockets.add(socket);
                byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
                String head = "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port
                        + "\r\nContent-Type: application/json\r\nContent-Length: " + bytes.length
                        + "\r\nConnection: close\r\n\r\n";
                socket.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
                socket.getOutputStream().write(bytes);
                socket.getOutputStream().flush();
            }
            return posts;
        } catch (IOException e) {
            posts.close();
            throw e;
        }
    }

    /**
     * Each request's answer in the order sent: an {@link Answer}, or a note in words ("no
     * answer within 30 s", the connection closed without one), each read for at most {@code millis}.
     */
    public List<Object> answers(int millis) throws IOException {
        List<Object> answers = new ArrayList<>();
        for (Socket socket : sockets) {
            socket.setSoTimeout(millis);
            try {
                answers.add(HttpWire.readResponse(socket.getInputStream()));
            } catch (SocketTimeoutException e) {
                answers.add("no answer within " + millis / 1000 + " s");
            } catch (IOException e) {
                answers.add("no answer: " + e.getMessage());
            }
        }
        return answers;
    }

    @Override
    public void close() throws IOException {
        IOException first = null;
        for (Socket socket : sockets) {
            try {
                socket.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
