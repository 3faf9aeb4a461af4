package grader.checks.outbox;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import grader.check.db.Sqlite;
import labs.ConflictException;
import labs.Json;
import labs.outbox.OutboxLab;

/**
 * A real HTTP receiver in the grader's JVM on 127.0.0.1 and an ephemeral port: POST
 * /events runs the submission's own receive on the sink through a new connection and, only
 * after it returned, answers 200 {@code {"id": <id>, "accepted": true}} (409 on a conflict,
 * 400 on an invalid event, 500 on any other error).
 */
final class CrashSinkServer implements AutoCloseable {
    private final HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();

    private CrashSinkServer(HttpServer server) {
        this.server = server;
    }

    static CrashSinkServer start(OutboxLab lab, Path sink) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        CrashSinkServer running = new CrashSinkServer(server);
        server.createContext("/events", exchange -> running.handle(exchange, lab, sink));
        server.start();
        return running;
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/events";
    }

    int requests() {
        return requests.get();
    }

    private void handle(HttpExchange exchange, OutboxLab lab, Path sink) throws IOException {
        requests.incrementAndGet();
        try (exchange) {
            int status;
            String body = "";
            try (Connection con = Sqlite.open(sink)) {
                @SuppressWarnings("unchecked")
                Map<String, Object> event = (Map<String, Object>) Json.parse(
                        new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
                lab.receive(con, event, null);
                Map<String, Object> ack = new LinkedHashMap<>();
                ack.put("id", event.get("id"));
                ack.put("accepted", true);
                status = 200;
                body = Json.write(ack);
            } catch (ConflictException e) {
                status = 409;
            } catch (IllegalArgumentException | ClassCastException e) {
                status = 400;
            } catch (Exception e) {
                status = 500;
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(bytes);
                }
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
