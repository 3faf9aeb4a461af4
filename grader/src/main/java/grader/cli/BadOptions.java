package grader.cli;

import java.util.List;
import java.util.stream.Collectors;
import grader.report.Messages;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * What picocli found wrong with a command line, in the report bundle's words
 * ({@code bad.option.*}): picocli's own messages are English only. Told apart by the
 * exception's type and the option it names, not by picocli's wording; a kind not known here
 * keeps picocli's message inside a sentence of the language.
 */
final class BadOptions {
    private static final List<Class<?>> NUMBERS = List.of(int.class, long.class, double.class, Integer.class,
            Long.class, Double.class);

    private BadOptions() {
    }

    static String text(ParameterException e, Messages messages) {
        if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            List<String> words = unmatched.getUnmatched();
            String key = words.get(0).startsWith("-") ? "bad.option.unknown" : "bad.option.unmatched";
            return messages.text(key, quoted(words));
        }
        if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()) {
            return missing(missing, messages);
        }
        if (e instanceof OverwrittenOptionException overwritten && overwritten.getOverwritten() != null) {
            return messages.text("bad.option.onlyOnce", name(overwritten.getOverwritten()));
        }
        if (e.getCause() instanceof TypeConversionException && e.getArgSpec() != null) {
            String key = NUMBERS.contains(e.getArgSpec().type()) ? "bad.option.notANumber" : "bad.option.invalidValue";
            return messages.text(key, name(e.getArgSpec()), e.getValue());
        }
        return messages.text("bad.option.other", e.getMessage());
    }

    /** Suggestions for a mistyped option ({@code --stpe}: {@code --step}), empty when picocli has none. */
    static List<String> suggestions(ParameterException e) {
        return e instanceof UnmatchedArgumentException unmatched ? unmatched.getSuggestions() : List.of();
    }

    /** An option given without its value, or a required option or parameter not given at all. */
    private static String missing(MissingParameterException e, Messages messages) {
        List<ArgSpec> missing = e.getMissing();
        ArgSpec first = missing.get(0);
        boolean valueOfAnOptionGiven = first instanceof OptionSpec && e.getMessage() != null
                && e.getMessage().startsWith("Missing required parameter for option");
        if (valueOfAnOptionGiven) {
            return messages.text("bad.option.missingValue", name(first), first.paramLabel());
        }
        if (first instanceof PositionalParamSpec positional) {
            return messages.text("bad.option.missingParameter", quoted(requiredFrom(positional, e)));
        }
        List<String> names = missing.stream().map(BadOptions::name).toList();
        return messages.text("bad.option.missingOption", quoted(names));
    }

    /** picocli names only the first positional missing; the ones after it that are required are missing too. */
    private static List<String> requiredFrom(PositionalParamSpec first, MissingParameterException e) {
        int from = first.index().min();
        return e.getCommandLine().getCommandSpec().positionalParameters().stream()
                .filter(p -> p.index().min() >= from && p.arity().min() > 0).map(ArgSpec::paramLabel).toList();
    }

    private static String name(ArgSpec spec) {
        return spec instanceof OptionSpec option ? option.longestName() : spec.paramLabel();
    }

    private static String quoted(List<String> words) {
        return words.stream().map(w -> "'" + w + "'").collect(Collectors.joining(", "));
    }
}
