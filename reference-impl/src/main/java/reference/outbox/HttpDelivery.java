package reference.outbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import labs.DeliveryException;
import labs.Json;

/**
 * One POST of one event to the receiver, trusting only a complete, exact ACK. A status other
 * than 2xx is an HTTP error and passes on as an {@link IOException}, like a refused or
 * dropped connection or a timeout; an answer that arrived but proves nothing is a
 * {@link DeliveryException}.
 */
final class HttpDelivery {
    private static final Pattern URL_RULE = Pattern.compile("http://127\\.0\\.0\\.1:([0-9]{1,5})/events");
    private static final int MAX_BODY = 1024;
    private static final double MAX_TIMEOUT = 5;

    private HttpDelivery() {
    }

    static boolean send(String url, Map<String, Object> event, double timeout) throws IOException {
        int millis = timeoutMillis(timeout);
        URL target = target(url);
        byte[] body = Json.write(event).getBytes(StandardCharsets.UTF_8);
        HttpURLConnection http = (HttpURLConnection) target.openConnection(Proxy.NO_PROXY);
        try {
            http.setConnectTimeout(millis);
            http.setReadTimeout(millis);
            http.setRequestMethod("POST");
            http.setRequestProperty("Content-Type", "application/json");
            http.setRequestProperty("Connection", "close");
            http.setInstanceFollowRedirects(false);
            // A fixed length also stops HttpURLConnection from silently resending the POST.
            http.setFixedLengthStreamingMode(body.length);
            http.setDoOutput(true);
            try (OutputStream out = http.getOutputStream()) {
                out.write(body);
            }
            return acknowledged(http, (String) event.get("id"));
        } finally {
            http.disconnect();
        }
    }

    private static boolean acknowledged(HttpURLConnection http, String id) throws IOException {
        int status = http.getResponseCode();
        if (status < 200 || status > 299) {
            throw new IOException("HTTP status " + status + " from the receiver");
        }
        byte[] bytes;
        try (InputStream in = http.getInputStream()) {
            bytes = in.readNBytes(MAX_BODY + 1);
        }
        if (status != 200) {
            throw new DeliveryException("status " + status + " is not the ACK status 200");
        }
        if (bytes.length > MAX_BODY) {
            throw new DeliveryException("ACK body longer than " + MAX_BODY + " bytes");
        }
        return AckRules.check(new String(bytes, StandardCharsets.UTF_8), id);
    }

    private static int timeoutMillis(double timeout) {
        if (!(timeout > 0) || Double.isInfinite(timeout) || timeout > MAX_TIMEOUT) {
            throw new IllegalArgumentException("timeout must be a positive finite number of seconds up to 5: " + timeout);
        }
        return (int) Math.max(1, Math.round(timeout * 1000));
    }

    private static URL target(String url) throws IOException {
        Matcher m = url == null ? null : URL_RULE.matcher(url);
        if (m == null || !m.matches()) {
            throw new IllegalArgumentException("url must be http://127.0.0.1:<port>/events: " + url);
        }
        int port = Integer.parseInt(m.group(1));
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port must be 1 to 65535: " + port);
        }
        return new URL(url);
    }
}
