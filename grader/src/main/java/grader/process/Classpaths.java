package grader.process;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** Finds the jar or folder a class was loaded from, to build class paths for compilers and children. */
public final class Classpaths {
    private Classpaths() {
    }

    public static Path locationOf(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("cannot tell where " + type.getName() + " was loaded from", e);
        }
    }
}
