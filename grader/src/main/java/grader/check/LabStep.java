package grader.check;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a class as the checks of one step of one lab. The title is the English fallback;
 * the report takes {@code <lab>.<step>.title} from the message bundles when it is there.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(LabExtension.class)
public @interface LabStep {
    /** The lab id: {@code lease}, {@code inbox}, {@code batch} or {@code outbox}. */
    String lab();

    /** The step number, from 1. */
    int step();

    /** What the step asks for, in a few English words. */
    String title();
}
