package grader.process;

import java.nio.file.Path;

/**
 * The one folder every cache of the grader lives in (compiled submissions, the children's
 * runtime, class-data archives, mutant verdicts): deleting it is always safe.
 */
public final class CacheRoot {
    public static final String ENV = "IDEMLAB_CACHE";
    public static final String PROPERTY = "idemlab.cache";
    /**
     * Where a judge finds its children's runtime when it is not under the cache (the accounts
     * confinement keeps it in a folder every user may read: see {@code Accounts}).
     */
    public static final String CHILDREN_PROPERTY = "idemlab.children.cache";

    private CacheRoot() {
    }

    /** The first set of: -Didemlab.cache, $IDEMLAB_CACHE, $XDG_CACHE_HOME/idemlab, ~/.cache/idemlab. */
    public static Path folder() {
        String own = System.getProperty(PROPERTY, System.getenv(ENV));
        if (own != null && !own.isBlank()) {
            return Path.of(own);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("idemlab");
    }

    /** The root of the children's runtime files (class-path jars, native library, archives): -Didemlab.children.cache, else {@link #folder()}. */
    public static Path childrenFolder() {
        String own = System.getProperty(CHILDREN_PROPERTY);
        return own != null && !own.isBlank() ? Path.of(own) : folder();
    }
}
