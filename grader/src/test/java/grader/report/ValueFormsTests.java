package grader.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Locale;
import grader.check.CheckFailure;
import grader.check.Expect;
import org.junit.jupiter.api.Test;

/**
 * The values the check vocabulary writes in English are shown in the report's language: the
 * failures here come from the real {@code Attempt}, so a change to its wording that the report
 * bundle does not follow fails here. Values of no known form pass through as they came.
 */
class ValueFormsTests {
    private final Messages korean = Messages.of(Locale.KOREAN);
    private final Messages english = Messages.of(Locale.ENGLISH);

    @Test
    void anExpectedExceptionAndWhatCameInsteadAreKorean() {
        CheckFailure returned = catchThrowableOfType(CheckFailure.class, () -> Expect.trying("pending(con, 0)")
                .throwsA(IllegalArgumentException.class, () -> 7));
        assertThat(korean.value(returned.expected())).isEqualTo("IllegalArgumentException 예외");
        assertThat(korean.value(returned.actual())).isEqualTo("반환값 7");
        CheckFailure threw = catchThrowableOfType(CheckFailure.class, () -> Expect.trying("pending(con, 0)")
                .throwsA(IllegalArgumentException.class, () -> {
                    throw new IllegalStateException("no\nway");
                }));
        assertThat(korean.value(threw.actual())).isEqualTo("던진 예외 java.lang.IllegalStateException: no\nway");
        assertThat(english.value(threw.actual())).isEqualTo(threw.actual());
    }

    @Test
    void aNormalReturnExpectedIsKorean() {
        CheckFailure failure = catchThrowableOfType(CheckFailure.class, () -> Expect.trying("initDb(path)")
                .returns(() -> {
                    throw new java.sql.SQLException("disk I/O error");
                }));
        assertThat(korean.value(failure.expected())).isEqualTo("예외 없는 정상 반환");
        assertThat(korean.value(failure.actual())).startsWith("던진 예외 java.sql.SQLException");
    }

    @Test
    void aValueOfNoKnownFormIsShownAsItCame() {
        assertThat(korean.value("[\"item-1\", \"item-1\"]")).isEqualTo("[\"item-1\", \"item-1\"]");
        assertThat(korean.value(null)).isNull();
    }
}
