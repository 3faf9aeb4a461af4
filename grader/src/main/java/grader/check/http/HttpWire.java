package grader.check.http;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Just enough HTTP/1.1 for the fake peers: read one request (fixed length or chunked body),
 * write one response with a fixed-length body. Written on raw sockets so that a peer can
 * also misbehave: drop the connection, stay silent, or watch the client close its socket.
 */
final class HttpWire {
    private static final int MAX_HEAD = 16 * 1024;
    private static final int MAX_BODY = 1024 * 1024;

    private HttpWire() {
    }

    /** The next request on the connection, or null when the client closed it before sending one. */
    static SeenRequest readRequest(InputStream in) throws IOException {
        String head = readHead(in);
        if (head == null) {
            return null;
        }
        String[] lines = head.split("\r\n");
        String[] requestLine = lines[0].split(" ");
        if (requestLine.length < 3) {
            throw new IOException("malformed request line: " + lines[0]);
        }
        Map<String, String> headers = headers(lines);
        byte[] body = readBody(in, headers);
        return new SeenRequest(requestLine[0], requestLine[1], headers, new String(body, StandardCharsets.UTF_8));
    }

    /**
     * The response on the connection: its status and body (fixed length, chunked, or up to the
     * end of a connection the server closes).
     */
    static LoopbackPosts.Answer readResponse(InputStream in) throws IOException {
        String head = readHead(in);
        if (head == null) {
            throw new EOFException("the server closed the connection without a response");
        }
        String[] lines = head.split("\r\n");
        String[] statusLine = lines[0].split(" ", 3);
        if (statusLine.length < 2 || !statusLine[0].startsWith("HTTP/") || !statusLine[1].matches("\\d{3}")) {
            throw new IOException("malformed status line: " + lines[0]);
        }
        Map<String, String> headers = headers(lines);
        byte[] body = headers.containsKey("content-length") || headers.containsKey("transfer-encoding")
                ? readBody(in, headers) : in.readNBytes(MAX_BODY);
        return new LoopbackPosts.Answer(Integer.parseInt(statusLine[1]), new String(body, StandardCharsets.UTF_8));
    }

    private static Map<String, String> headers(String[] lines) {
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
            }
        }
        return headers;
    }

    /** Writes a complete response that asks the client to close the connection afterwards. */
    static void writeResponse(OutputStream out, int status, Map<String, String> headers, byte[] body) throws IOException {
        StringBuilder head = new StringBuilder("HTTP/1.1 ").append(status).append(' ').append(reason(status)).append("\r\n");
        headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        head.append("Content-Length: ").append(body.length).append("\r\n");
        head.append("Connection: close\r\n\r\n");
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
    }

    private static String reason(int status) {
        switch (status) {
            case 200: return "OK";
            case 302: return "Found";
            case 500: return "Internal Server Error";
            case 502: return "Bad Gateway";
            default: return "Status";
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                if (head.size() == 0) {
                    return null;
                }
                throw new EOFException("connection closed inside the request head");
            }
            head.write(b);
            matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
            if (head.size() > MAX_HEAD) {
                throw new IOException("request head too long");
            }
        }
        String text = head.toString(StandardCharsets.ISO_8859_1);
        return text.substring(0, text.length() - 4);
    }

    private static byte[] readBody(InputStream in, Map<String, String> headers) throws IOException {
        if ("chunked".equalsIgnoreCase(headers.getOrDefault("transfer-encoding", ""))) {
            return readChunked(in);
        }
        int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
        if (length < 0 || length > MAX_BODY) {
            throw new IOException("unexpected content length " + length);
        }
        return in.readNBytes(length);
    }

    private static byte[] readChunked(InputStream in) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        while (true) {
            String sizeLine = readLine(in);
            int size = Integer.parseInt(sizeLine.split(";")[0].trim(), 16);
            if (size == 0) {
                while (!readLine(in).isEmpty()) {
                    continue;
                }
                return body.toByteArray();
            }
            if (body.size() + size > MAX_BODY) {
                throw new IOException("chunked body too long");
            }
            body.write(in.readNBytes(size));
            readLine(in);
        }
    }

    private static String readLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new EOFException("connection closed inside a chunked body");
            }
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }
}
