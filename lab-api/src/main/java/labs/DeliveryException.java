package labs;

/**
 * A delivery got an answer, but the answer is no proof that this event was accepted.
 *
 * <p>For example an ACK for another id, {@code "accepted": "true"} instead of the JSON
 * boolean, or a body that is not the expected JSON object. Transport failures (a refused
 * connection, a timeout, an HTTP error status) are not wrapped in this type: they pass
 * through as they are.
 */
public class DeliveryException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DeliveryException(String message) {
        super(message);
    }
}
