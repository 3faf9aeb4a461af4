package grader;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * One Korean bundle of the grader as a test reads it, and what a failure tells the author
 * when a text is not translated: which key, in which file, and what to write. (A bundle
 * lookup would hide a missing key behind the English text, and the bare comparison said only
 * "Expecting actual: X not to be equal to: X".)
 */
public final class KoreanTexts {
    private static final String FOLDER = "grader/src/main/resources/grader/i18n/";

    private final String bundle;
    private final Properties texts = new Properties();

    /** The Korean bundle of {@code bundle}, e.g. {@code lease} for {@code lease_ko.properties}. */
    public KoreanTexts(String bundle) {
        this.bundle = bundle + "_ko.properties";
        try (InputStream in = KoreanTexts.class.getResourceAsStream("/grader/i18n/" + this.bundle)) {
            if (in == null) {
                fail(FOLDER + this.bundle + " does not exist: write it beside " + FOLDER + bundle + ".properties,"
                        + " with a Korean text for each of its keys");
            }
            texts.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Fails, saying what to do, unless {@code key} has a Korean text of its own, not {@code english} again. */
    public void assertTranslated(String key, String english) {
        String file = FOLDER + bundle;
        String korean = texts.getProperty(key);
        if (korean == null) {
            fail(key + " is not translated: " + file + " has no such key, so Korean readers see the English \""
                    + english + "\". Add the line " + key + "=<the Korean text> to " + file
                    + ", in the words the lab's other Korean texts use.");
        } else if (korean.isBlank()) {
            fail(key + " in " + file + " is blank: write its Korean text (the English is \"" + english + "\").");
        } else if (korean.equals(english)) {
            fail(key + " is not translated: in " + file + " it is the English text \"" + english
                    + "\" unchanged. Write it in Korean there.");
        }
    }
}
