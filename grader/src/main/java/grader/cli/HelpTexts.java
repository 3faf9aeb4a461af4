package grader.cli;

import java.util.Locale;
import java.util.ResourceBundle;
import grader.report.Messages;

/**
 * The language of {@code --help} and usage errors: the same choice as the report's
 * ({@code --lang}, else IDEMLAB_LANG, else the locale variables), made before the command line
 * is parsed, since picocli needs its texts first.
 */
final class HelpTexts {
    private static final ResourceBundle.Control NO_DEFAULT_LOCALE_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    /** An empty bundle: every text falls back to the command's annotations. */
    private static final ResourceBundle NO_TEXTS = new java.util.ListResourceBundle() {
        @Override
        protected Object[][] getContents() {
            return new Object[0][];
        }
    };

    private HelpTexts() {
    }

    /** The value of {@code --lang X} or {@code --lang=X} among {@code args}, or null. */
    static String language(String... args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--lang") && i + 1 < args.length) {
                return args[i + 1];
            }
            if (args[i].startsWith("--lang=")) {
                return args[i].substring("--lang=".length());
            }
        }
        return null;
    }

    /**
     * Gives the command and each subcommand its own texts: a subcommand would otherwise
     * inherit the parent's and show the parent's description as its own.
     */
    static void apply(picocli.CommandLine cli, String lang) {
        cli.setResourceBundle(bundle("grader.i18n.cli", lang));
        cli.getSubcommands().forEach((name, sub) -> {
            try {
                sub.setResourceBundle(bundle("grader.i18n.cli-" + name, lang));
            } catch (java.util.MissingResourceException englishOnly) {
                // A command without texts of its own keeps its annotations' English.
                sub.setResourceBundle(NO_TEXTS);
            }
        });
    }

    static ResourceBundle bundle(String name, String lang) {
        return ResourceBundle.getBundle(name, locale(lang), NO_DEFAULT_LOCALE_FALLBACK);
    }

    /** The language of {@code --lang}; English for one the grader has no texts in (the command reports it). */
    static Locale locale(String lang) {
        try {
            return Messages.localeFor(lang);
        } catch (IllegalArgumentException e) {
            return Locale.ENGLISH;
        }
    }
}
