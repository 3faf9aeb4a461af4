package grader.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import grader.KoreanTexts;
import grader.model.Status;
import org.junit.jupiter.api.Test;

/** --lang picks the language, lab bundles supply titles and purposes, the model's English fills gaps. */
class MessagesTests {
    @Test
    void langOptionNamesALocaleOrLeavesTheDefault() {
        assertThat(Messages.localeFor("ko")).isEqualTo(Locale.KOREAN);
        assertThat(Messages.localeFor(" EN ")).isEqualTo(Locale.ENGLISH);
        assertThat(Messages.localeFor(null)).isEqualTo(Locale.getDefault());
        assertThat(Messages.localeFor("")).isEqualTo(Locale.getDefault());
        assertThatThrownBy(() -> Messages.localeFor("fr")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("[en, ko]");
    }

    @Test
    void englishStaysEnglishOnAKoreanMachine() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.KOREA);
            Messages english = Messages.of(Locale.ENGLISH);
            assertThat(english.status(Status.FAILED)).isEqualTo("failed");
            assertThat(english.language()).isEqualTo("en");
            assertThat(english.stepTitle("demo", 1, "fallback")).isEqualTo("open the demo store");
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void unsupportedLocaleFallsBackToEnglish() {
        Messages messages = Messages.of(Locale.FRENCH);
        assertThat(messages.language()).isEqualTo("en");
        assertThat(messages.status(Status.TIMED_OUT)).isEqualTo("timed out");
    }

    @Test
    void everyStatusHasANameInBothLanguages() {
        for (Status status : Status.values()) {
            assertThat(Messages.of(Locale.ENGLISH).status(status)).isEqualTo(status.label());
            assertThat(Messages.of(Locale.KOREAN).status(status)).isNotBlank();
            new KoreanTexts("report").assertTranslated("status." + status.label().replace(' ', '-'), status.label());
        }
    }

    @Test
    void labBundleSuppliesTitlesAndPurposesByShortId() {
        Messages korean = Messages.of(Locale.KOREAN);
        assertThat(korean.language()).isEqualTo("ko");
        assertThat(korean.stepTitle("demo", 1, "open the demo store")).isEqualTo("데모 저장소 열기");
        assertThat(korean.purpose("demo.1.opens", "english")).isEqualTo("저장소가 열리고 테이블이 존재한다");
    }

    @Test
    void missingTextFallsBackToEnglishThenToTheModel() {
        Messages korean = Messages.of(Locale.KOREAN);
        assertThat(korean.purpose("demo.2.only-in-english", "model")).isEqualTo("a purpose written only in English");
        assertThat(korean.stepTitle("demo", 9, "model title")).isEqualTo("model title");
        assertThat(korean.stepTitle("no-such-lab", 1, "model title")).isEqualTo("model title");
        assertThat(korean.purpose("malformed-id", "model purpose")).isEqualTo("model purpose");
    }

    @Test
    void placeholdersAreFilledAsPlainText() {
        assertThat(Messages.of(Locale.ENGLISH).text("summary.line", 1234567, "passed 1234567"))
                .isEqualTo("Summary: 1234567 checks: passed 1234567");
    }
}
