package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** --lang, else IDEMLAB_LANG, else the locale variables themselves, installed locale or not. */
class LanguageChoiceTests {
    @Test
    void idemlabLangComesFirstThenTheLocaleVariablesInPosixOrder() {
        assertThat(Messages.environmentLanguage(Map.of("IDEMLAB_LANG", "ko", "LANG", "en_US.UTF-8"))).isEqualTo("ko");
        assertThat(Messages.environmentLanguage(Map.of("LC_ALL", "ko_KR.UTF-8", "LANG", "en_US.UTF-8"))).isEqualTo("ko");
        assertThat(Messages.environmentLanguage(Map.of("LC_MESSAGES", "ko_KR", "LANG", "en_US"))).isEqualTo("ko");
        assertThat(Messages.environmentLanguage(Map.of("LANG", "ko_KR.eucKR"))).isEqualTo("ko");
        assertThat(Messages.environmentLanguage(Map.of("LANG", "en_GB.UTF-8"))).isEqualTo("en");
    }

    @Test
    void anUnknownOrMissingLanguageIsEnglish() {
        assertThat(Messages.environmentLanguage(Map.of("LANG", "fr_FR.UTF-8"))).isEqualTo("en");
        assertThat(Messages.environmentLanguage(Map.of("LANG", "C.UTF-8"))).isEqualTo("en");
        assertThat(Messages.environmentLanguage(Map.of())).isEqualTo("en");
        assertThat(Messages.environmentLanguage(Map.of("IDEMLAB_LANG", " "))).isEqualTo("en");
    }
}
