package grader.check.http;

import java.io.IOException;
import java.util.List;
import grader.check.SubjectSide;
import subject.ProxySettings;

/**
 * Points every automatic proxy setting of this JVM, and of the subject process when the
 * submission runs in one, at a {@link RecordingProxy}: the default
 * {@code java.net.ProxySelector} and the {@code http.proxyHost}, {@code http.proxyPort} and
 * {@code http.nonProxyHosts} properties (emptied, so loopback is not exempt). Closing it
 * restores all of them and stops the proxy.
 */
public final class ProxyTrap implements AutoCloseable {
    private final RecordingProxy proxy;
    /** Where the submission runs when not here: its settings are trapped too. */
    private final SubjectSide.Hooks subject = SubjectSide.current().orElse(null);

    private ProxyTrap(RecordingProxy proxy) {
        this.proxy = proxy;
    }

    /** Sets the trap; use in try-with-resources so the JVM's settings always come back. */
    public static ProxyTrap set() throws IOException {
        ProxyTrap trap = new ProxyTrap(new RecordingProxy());
        ProxySettings.trap(trap.proxy.port());
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
        ProxySettings.restore();
        proxy.close();
    }
}
