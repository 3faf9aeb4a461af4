package grader.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import grader.score.Weights;

/** The report formats by the names {@code --format} accepts. */
public final class ReportFormats {
    /** The format used when none is asked for. */
    public static final String DEFAULT = "human";

    /** The format whose writer takes {@link ReportOptions#compileErrorGradable()}. */
    public static final String PRAIRIELEARN = "prairielearn";

    private static final Map<String, Function<ReportOptions, ReportWriter>> BY_NAME = new LinkedHashMap<>();

    static {
        BY_NAME.put("human", options -> new HumanWriter(options.colour()));
        BY_NAME.put("json", options -> new JsonReportWriter(options.weights()));
        BY_NAME.put("gradescope", options -> new GradescopeWriter(options.weights()));
        BY_NAME.put(PRAIRIELEARN, options -> new PrairieLearnWriter(options.weights(), options.compileErrorGradable()));
        BY_NAME.put("junit", options -> new JunitXmlWriter());
    }

    private ReportFormats() {
    }

    /** Every format name, the default first. */
    public static List<String> names() {
        return List.copyOf(BY_NAME.keySet());
    }

    /**
     * The writer for a format name; {@code colour} matters only to the terminal format (decide
     * it with {@link TerminalColour#wanted()}).
     */
    public static Optional<ReportWriter> find(String name, boolean colour) {
        return find(name, colour, Weights.EQUAL);
    }

    /** Like {@link #find(String, boolean)}, with a course's points and visibility for the formats that score. */
    public static Optional<ReportWriter> find(String name, boolean colour, Weights weights) {
        return find(name, new ReportOptions(colour, weights, true));
    }

    /** Like {@link #find(String, boolean)}, with every option a writer may take. */
    public static Optional<ReportWriter> find(String name, ReportOptions options) {
        Function<ReportOptions, ReportWriter> factory = name == null ? null : BY_NAME.get(name);
        return Optional.ofNullable(factory).map(f -> f.apply(options));
    }

    /**
     * Like {@link #find} but for a name already validated.
     *
     * @throws IllegalArgumentException naming the formats there are
     */
    public static ReportWriter byName(String name, boolean colour) {
        return byName(name, colour, Weights.EQUAL);
    }

    /** Like {@link #byName(String, boolean)}, with a course's weights. */
    public static ReportWriter byName(String name, boolean colour, Weights weights) {
        return find(name, colour, weights).orElseThrow(() ->
                new IllegalArgumentException("unknown format '" + name + "'; use one of " + names()));
    }
}
