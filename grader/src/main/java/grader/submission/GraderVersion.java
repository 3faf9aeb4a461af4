package grader.submission;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The grader's version, written into grader/version.properties by the build. */
public final class GraderVersion {
    private static final String VERSION = read();

    private GraderVersion() {
    }

    public static String get() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = GraderVersion.class.getResourceAsStream("/grader/version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            String v = p.getProperty("version", "");
            return v.isBlank() || v.startsWith("$") ? "dev" : v;
        } catch (IOException e) {
            return "dev";
        }
    }
}
