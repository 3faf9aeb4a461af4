package grader.check.http;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.SubjectSide;

/**
 * Points every automatic proxy setting of this JVM, and of the subject process when the
 * submission runs in one, at a {@link RecordingProxy}: the default
 * {@link ProxySelector} and the {@code http.proxyHost}, {@code http.proxyPort} and
 * {@code http.nonProxyHosts} properties (emptied, so loopback is not exempt). Closing it
 * restores all of them and stops the proxy.
 */
public final class ProxyTrap implements AutoCloseable {
    private static final List<String> PROPERTIES = List.of("http.proxyHost", "http.proxyPort", "http.nonProxyHosts");

    private final RecordingProxy proxy;
    private final ProxySelector previousSelector;
    private final Map<String, String> previousProperties = new LinkedHashMap<>();
    /** Where the submission runs when not here: its settings are trapped too. */
    private final SubjectSide.Hooks subject = SubjectSide.current().orElse(null);

    private ProxyTrap(RecordingProxy proxy) {
        this.proxy = proxy;
        this.previousSelector = ProxySelector.getDefault();
        for (String key : PROPERTIES) {
            previousProperties.put(key, System.getProperty(key));
        }
    }

    /** Sets the trap; use in try-with-resources so the JVM's settings always come back. */
    public static ProxyTrap set() throws IOException {
        ProxyTrap trap = new ProxyTrap(new RecordingProxy());
        InetSocketAddress address = new InetSocketAddress("127.0.0.1", trap.proxy.port());
        ProxySelector.setDefault(new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                return List.of(new Proxy(Proxy.Type.HTTP, address));
            }

            @Override
            public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {
                // a recorder has nothing to learn from a failed connect
            }
        });
        System.setProperty("http.proxyHost", "127.0.0.1");
        System.setProperty("http.proxyPort", Integer.toString(trap.proxy.port()));
        System.setProperty("http.nonProxyHosts", "");
        if (trap.subject != null) {
            trap.subject.trapProxy(trap.proxy.port());
        }
        return trap;
    }

    /** What reached the proxy: empty when the client used no proxy. */
    public List<String> proxied() {
        return proxy.seen();
    }

    @Override
    public void close() throws InterruptedException, IOException {
        if (subject != null) {
            subject.trapProxy(0);
        }
        ProxySelector.setDefault(previousSelector);
        previousProperties.forEach((key, value) -> {
            if (value == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, value);
            }
        });
        proxy.close();
    }
}
