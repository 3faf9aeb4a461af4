package grader.report;

import java.text.MessageFormat;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;
import grader.model.Status;

/**
 * The report texts in one language: the report's own labels from {@code grader/i18n/report*},
 * step titles and check purposes from each lab's {@code grader/i18n/<lab>*} bundle, falling
 * back to the English text carried by the result model when a lab bundle lacks a key.
 */
public final class Messages {
    /** The languages {@code --lang} accepts. */
    public static final List<String> LANGUAGES = List.of("en", "ko");

    private static final String REPORT_BUNDLE = "grader.i18n.report";
    private static final String LAB_BUNDLE_PREFIX = "grader.i18n.";
    // Without this, asking for English on a Korean machine would fall back to the default
    // locale's bundle (Korean) instead of the base bundle (English).
    private static final ResourceBundle.Control NO_DEFAULT_LOCALE_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final Locale locale;
    private final ResourceBundle report;
    private final Map<String, Optional<ResourceBundle>> labs = new HashMap<>();

    private Messages(Locale locale) {
        this.locale = locale;
        this.report = ResourceBundle.getBundle(REPORT_BUNDLE, locale, NO_DEFAULT_LOCALE_FALLBACK);
    }

    public static Messages of(Locale locale) {
        return new Messages(locale);
    }

    /**
     * The locale for a {@code --lang} value: {@code en} or {@code ko}; null or blank means the
     * language the environment asks for ({@link #environmentLanguage}).
     *
     * @throws IllegalArgumentException for any other language, naming the ones supported
     */
    public static Locale localeFor(String lang) {
        if (lang == null || lang.isBlank()) {
            return Locale.forLanguageTag(environmentLanguage(System.getenv()));
        }
        String wanted = lang.trim().toLowerCase(Locale.ROOT);
        if (!LANGUAGES.contains(wanted)) {
            throw new IllegalArgumentException("unknown language '" + lang + "'; use one of " + LANGUAGES);
        }
        return Locale.forLanguageTag(wanted);
    }

    /**
     * {@code IDEMLAB_LANG}, else the language of {@code LC_ALL}, {@code LC_MESSAGES} or
     * {@code LANG} (the first set), read from the variable itself: a student's {@code ko_KR.UTF-8}
     * counts even where that locale is not installed and the JVM fell back to English. A
     * language the grader has no texts in gives English.
     */
    static String environmentLanguage(Map<String, String> env) {
        for (String name : List.of("IDEMLAB_LANG", "LC_ALL", "LC_MESSAGES", "LANG")) {
            String value = env.get(name);
            if (value != null && !value.isBlank()) {
                String language = value.trim().split("[_.@-]", 2)[0].toLowerCase(Locale.ROOT);
                return LANGUAGES.contains(language) ? language : "en";
            }
        }
        return "en";
    }

    /** The language the texts are really in: {@code en} when the base (English) bundle was used. */
    public String language() {
        String found = report.getLocale().getLanguage();
        return found.isEmpty() ? "en" : found;
    }

    /** A report text, its {@code {n}} placeholders filled with the arguments as plain strings. */
    public String text(String key, Object... args) {
        Object[] plain = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            plain[i] = String.valueOf(args[i]);
        }
        return new MessageFormat(report.getString(key), locale).format(plain);
    }

    /**
     * A value a check or the grader wrote in English (what was tried or expected, what happened,
     * why a check timed out), in this language when it has a form the report knows
     * ({@link ValueForms}); the parts of a form are values too ("call 2 {returned null}"). A
     * value of several lines that is no form as a whole is read line by line: a generated
     * sequence's calls, each "N. call -> outcome". Any other value, and null, as it came.
     */
    public String value(String english) {
        if (english == null) {
            return null;
        }
        Optional<String> whole = form(english);
        if (whole.isPresent() || !english.contains("\n")) {
            return whole.orElse(english);
        }
        StringBuilder lines = new StringBuilder();
        for (String line : english.split("\n", -1)) {
            lines.append(lines.isEmpty() ? "" : "\n").append(line(line));
        }
        return lines.toString();
    }

    private static final java.util.regex.Pattern NUMBERED_LINE =
            java.util.regex.Pattern.compile("(\\s*(?:\\d+\\. )?)(.*)", java.util.regex.Pattern.DOTALL);

    /** One line of a value: its indent and number kept, a call's outcome after " -> " read on its own. */
    private String line(String line) {
        java.util.regex.Matcher parts = NUMBERED_LINE.matcher(line);
        parts.matches();
        String body = parts.group(2);
        int arrow = body.lastIndexOf(" -> ");
        String said = arrow < 0 ? value(body) : value(body.substring(0, arrow)) + " -> " + value(body.substring(arrow + 4));
        return parts.group(1) + said;
    }

    private Optional<String> form(String english) {
        return ValueForms.match(english).map(m -> {
            Object[] args = m.args().clone();
            for (int i = 0; i < args.length; i++) {
                args[i] = args[i] instanceof String part ? value(part) : args[i];
            }
            return new MessageFormat(report.getString(m.key()), locale).format(args);
        });
    }

    /**
     * Why a step was not graded, in this language: the step gate's reason is known and
     * translated; any other reason (a used-up budget, say) is shown as the engine wrote it.
     */
    public String skipReason(String message) {
        java.util.regex.Matcher gate = GATE_REASON.matcher(message);
        return gate.find() ? text("skip.gate", gate.group(1)) : message;
    }

    private static final java.util.regex.Pattern GATE_REASON =
            java.util.regex.Pattern.compile("^not graded: step (\\d+) did not pass");

    /** The status's name in this language; {@link Status#label()} stays the machine spelling. */
    public String status(Status status) {
        return report.getString("status." + status.label().replace(' ', '-'));
    }

    /** The step's title in this language, or {@code fallback} when the lab's bundle lacks it. */
    public String stepTitle(String lab, int step, String fallback) {
        return labText(lab, "step." + step + ".title", fallback);
    }

    /** The check's purpose in this language, or {@code fallback} when the lab's bundle lacks it. */
    public String purpose(String checkId, String fallback) {
        String[] parts = checkId.split("\\.", 3);
        if (parts.length < 3) {
            return fallback;
        }
        return labText(parts[0], "check." + parts[2] + ".purpose", fallback);
    }

    private String labText(String lab, String key, String fallback) {
        Optional<ResourceBundle> bundle = labs.computeIfAbsent(lab, this::loadLabBundle);
        if (bundle.isPresent() && bundle.get().containsKey(key)) {
            return bundle.get().getString(key);
        }
        return fallback;
    }

    private Optional<ResourceBundle> loadLabBundle(String lab) {
        try {
            return Optional.of(ResourceBundle.getBundle(LAB_BUNDLE_PREFIX + lab, locale, NO_DEFAULT_LOCALE_FALLBACK));
        } catch (MissingResourceException noBundleYet) {
            return Optional.empty();
        }
    }
}
