package subject;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JVM-wide proxy settings of a JVM (the subject's, and the judge's own), which a check
 * points at its recording proxy (on 127.0.0.1 in the judge) to see that the submission's HTTP
 * client uses none: the default
 * ProxySelector and the http.proxyHost, http.proxyPort and http.nonProxyHosts properties
 * (emptied, so loopback is not exempt). Restoring puts back what was there before.
 */
public final class ProxySettings {
    private static final List<String> PROPERTIES = List.of("http.proxyHost", "http.proxyPort", "http.nonProxyHosts");
    private static ProxySelector savedSelector;
    private static Map<String, String> savedProperties;

    private ProxySettings() {
    }

    /** Points them at the recording proxy on 127.0.0.1:{@code port}, saving what was there (once). */
    public static synchronized void trap(int port) {
        if (savedProperties == null) {
            savedSelector = ProxySelector.getDefault();
            savedProperties = new LinkedHashMap<>();
            PROPERTIES.forEach(key -> savedProperties.put(key, System.getProperty(key)));
        }
        InetSocketAddress address = new InetSocketAddress("127.0.0.1", port);
        ProxySelector.setDefault(new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                return List.of(new Proxy(Proxy.Type.HTTP, address));
            }

            @Override
            public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {
                // the judge's recorder is what matters; a failed connect teaches nothing here
            }
        });
        System.setProperty("http.proxyHost", "127.0.0.1");
        System.setProperty("http.proxyPort", Integer.toString(port));
        System.setProperty("http.nonProxyHosts", "");
    }

    /** Puts back what {@link #trap} saved; nothing when nothing is trapped. */
    public static synchronized void restore() {
        if (savedProperties == null) {
            return;
        }
        ProxySelector.setDefault(savedSelector);
        savedProperties.forEach((key, value) -> {
            if (value == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, value);
            }
        });
        savedProperties = null;
        savedSelector = null;
    }
}
