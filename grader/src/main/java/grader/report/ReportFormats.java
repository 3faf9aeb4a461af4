package grader.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import grader.score.Weights;

/** The report formats by the names {@code --format} accepts. */
public final class ReportFormats {
    /** The format used when none is asked for. */
    public static final String DEFAULT = "human";

    private static final Map<String, BiFunction<Boolean, Weights, ReportWriter>> BY_NAME = new LinkedHashMap<>();

    static {
        BY_NAME.put("human", (colour, weights) -> new HumanWriter(colour));
        BY_NAME.put("json", (colour, weights) -> new JsonReportWriter(weights));
        BY_NAME.put("gradescope", (colour, weights) -> new GradescopeWriter(weights));
        BY_NAME.put("prairielearn", (colour, weights) -> new PrairieLearnWriter(weights));
        BY_NAME.put("junit", (colour, weights) -> new JunitXmlWriter());
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
        BiFunction<Boolean, Weights, ReportWriter> factory = name == null ? null : BY_NAME.get(name);
        return Optional.ofNullable(factory).map(f -> f.apply(colour, weights));
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
