package reference.inbox;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import labs.ConflictException;
import labs.Json;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;

/**
 * {@code POST /events} on 127.0.0.1: each request is received on a connection of its own and
 * answered only after the receive has committed, so a 200 is proof that the event is stored.
 */
final class InboxHttpReceiver implements InboxReceiver {
    private static final int MAX_BODY_BYTES = 4096;
    /** Long enough to wait out another writer's short transaction instead of failing at once. */
    private static final int BUSY_TIMEOUT_MILLIS = 5000;

    private final HttpServer server;
    private final InboxLab lab;
    private final String sinkPath;

    private InboxHttpReceiver(HttpServer server, InboxLab lab, String sinkPath) {
        this.server = server;
        this.lab = lab;
        this.sinkPath = sinkPath;
    }

    static InboxHttpReceiver start(InboxLab lab, String sinkPath) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        InboxHttpReceiver receiver = new InboxHttpReceiver(server, lab, sinkPath);
        server.createContext("/events", receiver::handle);
        server.start();
        return receiver;
    }

    @Override
    public int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!"POST".equals(exchange.getRequestMethod())) {
                reply(exchange, 405, "only POST is accepted");
                return;
            }
            byte[] body = readBounded(exchange.getRequestBody());
            if (body.length > MAX_BODY_BYTES) {
                reply(exchange, 413, "the body is larger than " + MAX_BODY_BYTES + " bytes");
                return;
            }
            answer(exchange, new String(body, StandardCharsets.UTF_8));
        }
    }

    /** Receives the event, then answers; every failure is answered without a success ACK. */
    private void answer(HttpExchange exchange, String body) throws IOException {
        Map<String, Object> event;
        try {
            event = eventOf(body);
        } catch (IllegalArgumentException malformed) {
            reply(exchange, 400, malformed.getMessage());
            return;
        }
        try {
            receiveCommitted(event);
            reply(exchange, 200, ack(event.get("id")));
        } catch (IllegalArgumentException invalid) {
            reply(exchange, 400, invalid.getMessage());
        } catch (ConflictException conflict) {
            reply(exchange, 409, conflict.getMessage());
        } catch (Exception failed) {
            // Locked, busy or broken: the publisher must not take this as done, and may retry.
            reply(exchange, 503, "not received: " + failed.getClass().getSimpleName());
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> eventOf(String body) {
        Object parsed = Json.parse(body);
        if (!(parsed instanceof Map)) {
            throw new IllegalArgumentException("the body must be a JSON object");
        }
        return (Map<String, Object>) parsed;
    }

    /** New (true) and valid duplicate (false) are both accepted: the work is stored either way. */
    private void receiveCommitted(Map<String, Object> event) throws Exception {
        try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + sinkPath)) {
            try (Statement st = con.createStatement()) {
                st.execute("PRAGMA busy_timeout = " + BUSY_TIMEOUT_MILLIS);
            }
            lab.receive(con, event, null);
        }
    }

    private static String ack(Object id) {
        Map<String, Object> ack = new LinkedHashMap<>();
        ack.put("id", id);
        ack.put("accepted", true);
        return Json.write(ack);
    }

    private static byte[] readBounded(InputStream in) throws IOException {
        return in.readNBytes(MAX_BODY_BYTES + 1);
    }

    private static void reply(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = (status == 200 ? text : error(text)).getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static String error(String message) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("accepted", false);
        error.put("error", message == null ? "" : message);
        return Json.write(error);
    }
}
