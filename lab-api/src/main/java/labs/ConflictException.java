package labs;

/**
 * The same business id arrived again with different content.
 *
 * <p>Thrown instead of applying anything: the record stored first, and every effect it
 * caused, stay exactly as they were.
 */
public class ConflictException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ConflictException(String message) {
        super(message);
    }
}
