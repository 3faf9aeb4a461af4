package grader.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A failure message of megabytes costs kilobytes of report, and says that it was cut. */
class MessageBoundsTests {
    @Test
    void everyTextOfAHugeFailureIsCutWithANote() {
        String huge = "x".repeat(5_000_000);
        CheckResult result = new CheckResult("lease.1.init-creates-jobs-table", 1, "purpose", true, Status.ERROR,
                huge, new Failure(huge, "expected", huge, huge), 12, 42);
        CheckResult bounded = MessageBounds.bounded(result);
        for (String text : new String[] {bounded.message(), bounded.failure().tried(), bounded.failure().actual(),
            bounded.failure().state()}) {
            assertThat(text.length()).isLessThan(MessageBounds.MAX_CHARS + 100);
            assertThat(text).endsWith("(" + (huge.length() - MessageBounds.MAX_CHARS) + " more characters cut by the grader)");
        }
        assertThat(bounded.failure().expected()).isEqualTo("expected");
        assertThat(bounded.id()).isEqualTo(result.id());
        assertThat(bounded.status()).isEqualTo(Status.ERROR);
    }

    @Test
    void shortTextsAndMissingOnesStayAsTheyAre() {
        CheckResult result = new CheckResult("lease.1.a", 1, "purpose", true, Status.PASSED, null, null, 1, 2);
        assertThat(MessageBounds.bounded(result)).isEqualTo(result);
        assertThat(MessageBounds.cut("short")).isEqualTo("short");
    }
}
