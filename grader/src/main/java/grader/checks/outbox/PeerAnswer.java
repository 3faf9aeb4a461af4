package grader.checks.outbox;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import grader.check.explore.Expected;
import grader.check.http.Replies;
import grader.check.http.Reply;
import labs.DeliveryException;

/**
 * How the grader's HTTP peer answers one POST: a status, a body (the good ACK, exactly 1024
 * bytes of it, or one of the ways an ACK is no proof) and how the bytes arrive (a length and
 * a kept-alive connection, a body ended by closing, chunks, or pieces with pauses between).
 * Every way is legal HTTP/1.1, so how the bytes arrive never changes what the answer means.
 */
record PeerAnswer(int status, Body body, Wire wire) implements DeliveryAnswer {

    enum Body { GOOD, GOOD_1024_BYTES, GOOD_1025_BYTES, ACCEPTED_TEXT, ACCEPTED_ONE, OTHER_ID, EXTRA_KEY, NOT_AN_OBJECT }

    enum Wire { LENGTH_KEPT_ALIVE, ENDED_BY_CLOSE, CHUNKED, SPLIT_WITH_PAUSES }

    static final PeerAnswer ACK = new PeerAnswer(200, Body.GOOD, Wire.LENGTH_KEPT_ALIVE);

    private static final long PAUSE_MILLIS = 15;

    public String show() {
        return status + " " + body.name().toLowerCase().replace('_', '-') + " " + wire.name().toLowerCase().replace('_', '-');
    }

    /**
     * Only a 200 with an ACK of exactly the same id and {@code accepted: true}, at most 1024
     * bytes, is an ACK; another 2xx or a bad body is a DeliveryException; 3xx, 4xx and 5xx are
     * HTTP errors that pass through as IOException.
     */
    public Expected failure() {
        if (status < 200 || status > 299) {
            return Expected.thrown(IOException.class);
        }
        boolean good = body == Body.GOOD || body == Body.GOOD_1024_BYTES;
        return status == 200 && good ? null : Expected.thrown(DeliveryException.class);
    }

    String text(String id) {
        String ack = Replies.goodAck(id);
        return switch (body) {
            case GOOD -> ack;
            case GOOD_1024_BYTES -> Replies.padTo(ack, 1024);
            case GOOD_1025_BYTES -> Replies.padTo(ack, 1025);
            case ACCEPTED_TEXT -> "{\"id\":\"" + id + "\",\"accepted\":\"true\"}";
            case ACCEPTED_ONE -> "{\"id\":\"" + id + "\",\"accepted\":1}";
            case OTHER_ID -> Replies.goodAck(id + "x");
            case EXTRA_KEY -> "{\"id\":\"" + id + "\",\"accepted\":true,\"note\":\"ok\"}";
            case NOT_AN_OBJECT -> "[true]";
        };
    }

    /** Writes the answer for {@code id}; a redirect points back at {@code url}, which a client must not follow. */
    Reply.After write(OutputStream out, String id, String url) throws IOException {
        byte[] bytes = text(id).getBytes(StandardCharsets.UTF_8);
        StringBuilder head = new StringBuilder("HTTP/1.1 ").append(status).append(' ').append(reason()).append("\r\n")
                .append("Content-Type: application/json\r\n");
        if (status >= 300 && status < 400) {
            head.append("Location: ").append(url).append("\r\n");
        }
        switch (wire) {
            case ENDED_BY_CLOSE -> head.append("Connection: close\r\n");
            case CHUNKED -> head.append("Transfer-Encoding: chunked\r\n");
            default -> head.append("Content-Length: ").append(bytes.length).append("\r\n");
        }
        byte[] top = head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
        if (wire == Wire.CHUNKED) {
            out.write(top);
            writeChunks(out, bytes);
        } else if (wire == Wire.SPLIT_WITH_PAUSES) {
            writeInPieces(out, top);
            writeInPieces(out, bytes);
        } else {
            out.write(top);
            out.write(bytes);
        }
        out.flush();
        return wire == Wire.ENDED_BY_CLOSE ? Reply.After.DROP : Reply.After.WAIT_FOR_CLIENT;
    }

    private static void writeChunks(OutputStream out, byte[] bytes) throws IOException {
        for (int at = 0; at < bytes.length; at += 7) {
            int n = Math.min(7, bytes.length - at);
            out.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.write(bytes, at, n);
            out.write("\r\n".getBytes(StandardCharsets.ISO_8859_1));
        }
        out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
    }

    private static void writeInPieces(OutputStream out, byte[] bytes) throws IOException {
        int half = bytes.length / 2;
        out.write(bytes, 0, half);
        out.flush();
        try {
            Thread.sleep(PAUSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("the peer was stopped", e);
        }
        out.write(bytes, half, bytes.length - half);
    }

    private String reason() {
        return switch (status) {
            case 200 -> "OK";
            case 201 -> "Created";
            case 202 -> "Accepted";
            case 301 -> "Moved Permanently";
            case 307 -> "Temporary Redirect";
            case 404 -> "Not Found";
            case 409 -> "Conflict";
            case 503 -> "Service Unavailable";
            default -> "Internal Server Error";
        };
    }
}
