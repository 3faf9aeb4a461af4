package grader.check;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;

/**
 * One check: a JUnit Jupiter test with a stable id. The full id is
 * {@code <lab>.<step>.<id>}, for example {@code lease.4.boundary-now-equals-until}; it
 * never changes once published, because platforms and mutant verdicts refer to it.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Test
public @interface Check {
    /** The check's own part of the id: lower-case words joined by hyphens. */
    String id();

    /** One line: what the check proves, in English. */
    String purpose();

    /** True for the one check per step that exercises the step's normal case. */
    boolean happyPath() default false;
}
