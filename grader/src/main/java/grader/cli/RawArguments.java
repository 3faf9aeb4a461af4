package grader.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * A command line read without picocli's checks, for when picocli has rejected it: which
 * values an option was given ({@code --out FILE} or {@code --out=FILE}) and which words are
 * positional, so that a usage error can still clear and write the report asked for. Options
 * are known from the command's spec, as picocli knows them: a word after an option that takes
 * a value is that value unless it is itself an option's name, and after {@code --} every word
 * is positional.
 */
final class RawArguments {
    private final CommandSpec spec;
    private final List<String> args;

    RawArguments(CommandSpec spec, List<String> args) {
        this.spec = spec;
        this.args = List.copyOf(args);
    }

    /** Every value given to the option, in order. */
    List<String> values(String option) {
        OptionSpec wanted = named(option);
        List<String> values = new ArrayList<>();
        walk(new Visitor() {
            @Override
            public void option(String name, String value) {
                if (wanted != null && value != null && named(name) == wanted) {
                    values.add(value);
                }
            }
        });
        return values;
    }

    /** The last value given to the option, or null. */
    String last(String option) {
        List<String> values = values(option);
        return values.isEmpty() ? null : values.get(values.size() - 1);
    }

    /** The positional words, in order. */
    List<String> positional() {
        List<String> words = new ArrayList<>();
        walk(new Visitor() {
            @Override
            public void positional(int index, String word) {
                words.add(word);
            }
        });
        return words;
    }

    /** The words after the subcommand's name when that is the first positional word, else none. */
    List<String> after(String subcommand) {
        List<Integer> at = new ArrayList<>();
        walk(new Visitor() {
            @Override
            public void positional(int index, String word) {
                at.add(index);
            }
        });
        if (at.isEmpty() || !args.get(at.get(0)).equals(subcommand)) {
            return List.of();
        }
        return args.subList(at.get(0) + 1, args.size());
    }

    private interface Visitor {
        default void option(String name, String value) {
        }

        default void positional(int index, String word) {
        }
    }

    /** The option with exactly this name, as picocli matches a word (no prefix left out, no abbreviation). */
    private OptionSpec named(String word) {
        return spec.optionsMap().get(word);
    }

    private void walk(Visitor visitor) {
        for (int i = 0; i < args.size(); i++) {
            String word = args.get(i);
            if (word.equals("--")) {
                for (int j = i + 1; j < args.size(); j++) {
                    visitor.positional(j, args.get(j));
                }
                return;
            }
            if (!word.startsWith("-") || word.equals("-")) {
                visitor.positional(i, word);
                continue;
            }
            int equals = word.indexOf('=');
            if (equals > 0) {
                visitor.option(word.substring(0, equals), word.substring(equals + 1));
                continue;
            }
            OptionSpec option = named(word);
            boolean takesValue = option != null && option.arity().max() > 0;
            boolean valueFollows = i + 1 < args.size() && !args.get(i + 1).equals("--")
                    && named(args.get(i + 1)) == null;
            visitor.option(word, takesValue && valueFollows ? args.get(++i) : null);
        }
    }
}
