package grader.process.sandbox;

import java.util.Locale;
import java.util.Optional;

/** {@code --sandbox}: whether the processes that run submission code are confined. */
public enum SandboxMode {
    /** Confine where this machine allows it; say once when it does not. */
    AUTO,
    /** Refuse to grade unless the children can be confined. */
    REQUIRE,
    /** Never confine (a student's own laptop). */
    OFF,
    /**
     * Separate accounts even where bubblewrap would work ({@link Accounts}): what a machine that
     * refuses user namespaces gets, chosen on purpose (to try that mode, or where a platform
     * forbids namespaces by policy). Refused like {@code require} where it cannot be made.
     */
    ACCOUNTS;

    /** The variable that sets the default of {@code --sandbox} (a container image sets {@code require}). */
    public static final String VARIABLE = "IDEMLAB_SANDBOX";

    /**
     * The default of {@code --sandbox}: {@code IDEMLAB_SANDBOX} when set, else {@code auto}. An
     * image whose every grade must be confined sets it once; a command line still says otherwise.
     */
    public static String defaultName() {
        String set = System.getenv(VARIABLE);
        return set == null || set.isBlank() ? "auto" : set.strip();
    }

    public static Optional<SandboxMode> parse(String text) {
        try {
            return Optional.of(valueOf(text.toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException unknown) {
            return Optional.empty();
        }
    }
}
