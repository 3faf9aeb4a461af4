package grader.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The forms of English values the report can translate: the {@code value.*} patterns of the
 * English report bundle, each read as a regular expression ({@code {n}} stands for any text).
 * Checks keep writing their values in English, in one place each (Attempt's "an exception of
 * type X", the time limit's message); the report shows a value of a known form in the
 * student's language, and any other value as it came. A {@code {n,number,#}} stands for a whole
 * number only, so that "call {0,number,#} {1}" does not take any text that starts with "call".
 */
final class ValueForms {
    private static final String PREFIX = "value.";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)(,number,#)?\\}");
    private static final List<Form> FORMS = load();

    /** A form: its bundle key, the English text as a pattern, which group fills which {n}, and which {n} are numbers. */
    private record Form(String key, Pattern english, List<Integer> order, List<Boolean> numbers) {
    }

    private ValueForms() {
    }

    /** The key of {@code value}'s form and its parts in {n} order, or empty when it has none. */
    static Optional<Match> match(String value) {
        for (Form form : FORMS) {
            Matcher m = form.english().matcher(value);
            if (m.matches()) {
                Object[] args = new Object[form.order().size()];
                for (int group = 0; group < args.length; group++) {
                    String part = m.group(group + 1);
                    args[form.order().get(group)] = form.numbers().get(group) ? (Object) Long.valueOf(part) : part;
                }
                return Optional.of(new Match(form.key(), args));
            }
        }
        return Optional.empty();
    }

    /** A value of a known form: the key to format, with its parts (a Long for a number, else a String). */
    record Match(String key, Object[] args) {
    }

    private static List<Form> load() {
        ResourceBundle english = ResourceBundle.getBundle("grader.i18n.report", Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        List<Form> forms = new ArrayList<>();
        for (String key : english.keySet()) {
            if (key.startsWith(PREFIX)) {
                forms.add(form(key, english.getString(key)));
            }
        }
        // A longer form first: "nothing changed: {0}" before a form it could also match.
        forms.sort((a, b) -> b.english().pattern().length() - a.english().pattern().length());
        return List.copyOf(forms);
    }

    private static Form form(String key, String text) {
        StringBuilder regex = new StringBuilder();
        List<Integer> order = new ArrayList<>();
        List<Boolean> numbers = new ArrayList<>();
        Matcher placeholder = PLACEHOLDER.matcher(text);
        int at = 0;
        while (placeholder.find()) {
            boolean number = placeholder.group(2) != null;
            regex.append(literal(text.substring(at, placeholder.start()))).append(number ? "(\\d+)" : "(.*?)");
            order.add(Integer.parseInt(placeholder.group(1)));
            numbers.add(number);
            at = placeholder.end();
        }
        regex.append(literal(text.substring(at)));
        return new Form(key, Pattern.compile(regex.toString(), Pattern.DOTALL), List.copyOf(order), List.copyOf(numbers));
    }

    /** A pattern's text between placeholders as the value shows it: MessageFormat writes an apostrophe twice. */
    private static String literal(String patternText) {
        return Pattern.quote(patternText.replace("''", "'"));
    }
}
