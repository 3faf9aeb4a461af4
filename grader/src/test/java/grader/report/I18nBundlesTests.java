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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /**
     * A Korean student reads no English sentence (issue 17): every Korean text, --help's
     * included, has Hangul in it and no run of three English words. Code is allowed: what
     * stands in backticks or double quotes, identifiers (camelCase, SQL in capitals, dotted or
     * dashed names such as --step) and lists (a comma ends a run).
     */
    @Test
    void everyKoreanTextIsKoreanWithoutAnEnglishSentence() throws IOException {
        List<String> english = new ArrayList<>();
        try (Stream<Path> files = Files.list(I18N)) {
            for (Path ko : files.filter(p -> p.getFileName().toString().endsWith("_ko.properties")).sorted().toList()) {
                Properties texts = load(ko);
                for (String key : texts.stringPropertyNames()) {
                    String text = texts.getProperty(key);
                    if (!HANGUL.matcher(text).find() || !englishRun(text).isEmpty()) {
                        english.add(ko.getFileName() + " " + key + ": " + text);
                    }
                }
            }
        }
        assertThat(english).isEmpty();
        assertThat(englishRun("the database error thrown")).isEqualTo("the database error");
        assertThat(englishRun("`BEGIN IMMEDIATE` 트랜잭션, lease, inbox, batch 또는 all")).isEmpty();
    }

    private static final Pattern HANGUL = Pattern.compile("\\p{IsHangul}");
    private static final Pattern CODE = Pattern.compile("`[^`]*`|\"[^\"]*\"");
    private static final Pattern PLAIN_WORD = Pattern.compile("\\(?([A-Za-z][a-z]*)[,.;:!?)]*");

    /** The first three English words in a row in {@code text}, or "" when there are none. */
    static String englishRun(String text) {
        List<String> run = new ArrayList<>();
        for (String token : CODE.matcher(text).replaceAll(" ` ").split("\\s+")) {
            Matcher word = PLAIN_WORD.matcher(token);
            if (!word.matches()) {
                run.clear();
                continue;
            }
            run.add(word.group(1));
            if (run.size() == 3) {
                return String.join(" ", run);
            }
            if (token.matches(".*[,.;:!?)]")) {
                run.clear();
            }
        }
        return "";
    }

    /**
     * A purpose names the exception a student's code must throw, so the name must be one the
     * student can write: a JDK or lab-api type (the labs' seeds are Python, whose names, such
     * as DeliveryError, slipped into purposes once).
     */
    @Test
    void everyExceptionAPurposeNamesIsAJavaType() throws IOException {
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.list(I18N)) {
            for (Path bundle : files.filter(p -> !p.getFileName().toString().startsWith("cli")
                    && !p.getFileName().toString().startsWith("report")).toList()) {
                texts.add(Files.readString(bundle, StandardCharsets.UTF_8));
            }
        }
        try (Stream<Path> files = Files.walk(ProjectPaths.root().resolve("grader/src/main/java/grader/checks"))) {
            for (Path source : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher purpose = PURPOSE.matcher(Files.readString(source));
                while (purpose.find()) {
                    texts.add(purpose.group(1));
                }
            }
        }
        List<String> named = texts.stream().flatMap(t -> TYPE_NAME.matcher(t).results().map(m -> m.group()))
                .distinct().toList();
        assertThat(named).contains("DeliveryException", "IOException")
                .allSatisfy(name -> assertThat(javaType(name)).as(name + " is no JDK or lab-api type").isTrue());
    }

    private static final Pattern PURPOSE = Pattern.compile("purpose = \"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern TYPE_NAME = Pattern.compile("(?<![A-Za-z])[A-Z][A-Za-z]*(?:Error|Exception)(?![A-Za-z])");
    private static final List<String> TYPE_PACKAGES = List.of("java.lang.", "java.io.", "java.sql.", "java.net.",
            "java.util.", "java.util.concurrent.", "labs.", "org.sqlite.");

    private static boolean javaType(String simpleName) {
        for (String pkg : TYPE_PACKAGES) {
            try {
                Class.forName(pkg + simpleName, false, I18nBundlesTests.class.getClassLoader());
                return true;
            } catch (ClassNotFoundException notHere) {
                // the next package
            }
        }
        return false;
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
