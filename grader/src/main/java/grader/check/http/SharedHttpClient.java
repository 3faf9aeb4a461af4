package grader.check.http;

import java.net.http.HttpClient;
import java.time.Duration;

/**
 * The one HTTP client of the grader's own requests, for the whole JVM: JDK 17's client cannot
 * be closed, and each client keeps worker threads alive a while, so a second one would leave
 * threads behind a check (the leftover checks see them). Loopback only: no proxy, no redirect
 * followed, HTTP/1.1, every connect bounded.
 */
public final class SharedHttpClient {
    public static final HttpClient CLIENT = HttpClient.newBuilder()
            .proxy(HttpClient.Builder.NO_PROXY)
            .connectTimeout(Duration.ofSeconds(2))
            .followRedirects(HttpClient.Redirect.NEVER)
            .version(HttpClient.Version.HTTP_1_1)
            .build();

    private SharedHttpClient() {
    }
}
