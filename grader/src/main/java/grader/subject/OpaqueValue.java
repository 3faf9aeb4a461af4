package grader.subject;

/**
 * A value the subject returned that is none of JSON's kinds: only its class name and text
 * come back, as data. Two are equal when both are.
 *
 * @param type the class name the subject gave
 * @param text its {@code toString()} in the subject
 */
public record OpaqueValue(String type, String text) {
    @Override
    public String toString() {
        return text;
    }
}
