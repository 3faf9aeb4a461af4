package grader.coordinator;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The grader could not grade: bad usage, an unreadable submission, or an internal failure.
 * The message is the reason shown to the user; the command line exits with status 2. A
 * mistake of the user's also carries the key of its text in the report bundles
 * ({@code bad.<key>}) and the text's arguments, so the command line can say it in the user's
 * language; the message stays English for the reports a platform reads.
 */
public class GradingException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String key;
    private final List<String> args;

    public GradingException(String message) {
        this(message, (Throwable) null);
    }

    public GradingException(String message, Throwable cause) {
        super(message, cause);
        this.key = null;
        this.args = List.of();
    }

    /** A mistake of the user's: {@code message} in English, {@code key} and {@code args} for its translations. */
    public GradingException(String message, String key, Object... args) {
        super(message);
        this.key = key;
        this.args = Arrays.stream(args).map(String::valueOf).toList();
    }

    public Optional<String> key() {
        return Optional.ofNullable(key);
    }

    public List<String> args() {
        return args;
    }
}
