package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import grader.ProjectPaths;
import org.junit.jupiter.api.Test;

/**
 * Every Korean bundle says everything its English bundle says, and nothing else. The --help
 * bundles ({@code cli*}) are the exception: their English texts are the command annotations,
 * and HelpTextsTests checks that Korean covers every option.
 */
class I18nBundlesTests {
    private static final Path I18N = ProjectPaths.root().resolve("grader/src/main/resources/grader/i18n");

    @Test
    void everyKoreanBundleHasExactlyTheEnglishKeys() throws IOException {
        List<Path> korean = koreanBundles();
        assertThat(korean).extracting(p -> p.getFileName().toString()).contains("report_ko.properties");
        for (Path ko : korean) {
            Path en = ko.resolveSibling(ko.getFileName().toString().replace("_ko.properties", ".properties"));
            assertThat(en).as("English bundle beside " + ko.getFileName()).exists();
            Properties english = load(en);
            Properties hangul = load(ko);
            assertThat(hangul.stringPropertyNames()).as(ko.getFileName().toString())
                    .containsExactlyInAnyOrderElementsOf(english.stringPropertyNames());
            hangul.stringPropertyNames().forEach(key ->
                    assertThat(hangul.getProperty(key)).as(ko.getFileName() + " " + key).isNotBlank());
        }
    }

    @Test
    void reportPatternsTakeTheSameArgumentsInBothLanguages() throws IOException {
        Properties english = load(I18N.resolve("report.properties"));
        Properties hangul = load(I18N.resolve("report_ko.properties"));
        for (String key : english.stringPropertyNames()) {
            int englishArgs = new MessageFormat(english.getProperty(key)).getFormatsByArgumentIndex().length;
            int koreanArgs = new MessageFormat(hangul.getProperty(key)).getFormatsByArgumentIndex().length;
            assertThat(koreanArgs).as(key).isEqualTo(englishArgs);
        }
    }

    private static List<Path> koreanBundles() throws IOException {
        try (Stream<Path> files = Files.list(I18N)) {
            return new ArrayList<>(files.filter(p -> p.getFileName().toString().endsWith("_ko.properties"))
                    .filter(p -> !p.getFileName().toString().startsWith("cli")).toList());
        }
    }

    private static Properties load(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        return properties;
    }
}
