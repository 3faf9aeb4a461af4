package grader.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.sql.SQLException;
import grader.check.CheckFailure;
import grader.check.Expect;
import grader.check.explore.Difference;
import grader.check.explore.Expected;
import grader.check.explore.ExplorePlan;
import grader.check.explore.Outcome;
import grader.model.CheckResult;
import grader.model.Failure;
import grader.model.Status;
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

    /**
     * A generated sequence's failure, made by the explore engine itself: the tried, expected and
     * actual lines a Korean student reads name the calls in Korean and keep the code as it is.
     */
    @Test
    void aGeneratedSequencesFailureIsKoreanLineByLine() {
        Difference difference = new Difference(2, false,
                List.of("initDb(db) -> null", "the grader makes every insert and update of jobs fail"
                        + " (a trigger raises an error) -> null", "claim(db, \"o'brien\", \"B\", now=41.75, ttl=0.75)"),
                Expected.thrown(SQLException.class).description(), Outcome.returned(null).show(), "jobs: []");
        CheckFailure failure = difference.failure(new ExplorePlan("lease.4.x", 1, 3, 1).describe(1), 12);
        CheckResult check = new CheckResult("lease.4.generated-claim-calls", 4, "purpose", false, Status.FAILED,
                failure.getMessage(), new Failure(failure.tried(), failure.expected(), failure.actual(), failure.state()),
                10, 1);
        assertThat(FailureText.lines(check, korean)).startsWith(
                "시도: 생성한 호출(고정 시퀀스 3개 중 2번째, 호출 12개 가운데 문제가 그대로 드러나는 3개만 남김):",
                "        1. initDb(db) -> null",
                "        2. 채점기가 jobs의 모든 INSERT와 UPDATE를 실패하게 함(트리거가 오류를 냄) -> null",
                "        3. claim(db, \"o'brien\", \"B\", now=41.75, ttl=0.75)",
                "기대: 호출 3: SQLException 예외를 던짐(계약의 모델)",
                "실제: 호출 3: 반환값 null");
        assertThat(String.join("\n", FailureText.lines(check, english)))
                .contains("generated calls (fixed sequence 2 of 3, 12 calls, shrunk to the 3 that still show it):")
                .contains("1. initDb(db) -> null");
        assertThat(english.value(failure.expected())).isEqualTo("call 3 throws SQLException (the contract's model)");
    }

    /**
     * Every form of the report bundle, filled in: English shows it unchanged, Korean shows it in
     * Korean with no English sentence left (what the form does not translate is its parts).
     */
    @Test
    void everyValueFormIsTheSameInEnglishAndKoreanInKorean() throws IOException {
        Properties forms = new Properties();
        try (var in = ValueFormsTests.class.getResourceAsStream("/grader/i18n/report.properties")) {
            forms.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        List<String> keys = forms.stringPropertyNames().stream().filter(k -> k.startsWith("value.")).sorted().toList();
        assertThat(keys).contains("value.exceptionOfType", "value.callModel", "value.generatedCalls");
        for (String key : keys) {
            String sample = forms.getProperty(key).replace("''", "'")
                    .replaceAll("\\{\\d+,number,#\\}", "7").replaceAll("\\{\\d+\\}", "`x`");
            assertThat(english.value(sample)).as(key).isEqualTo(sample);
            String shown = korean.value(sample);
            assertThat(shown).as(key + ": " + shown).containsPattern("\\p{IsHangul}");
            assertThat(I18nBundlesTests.englishRun(shown)).as(key + ": " + shown).isEmpty();
        }
    }
}
