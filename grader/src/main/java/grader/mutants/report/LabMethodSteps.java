package grader.mutants.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import grader.labs.Lab;

/**
 * Which steps each method of a lab's interface belongs to, read from the lab-api source:
 * every method's Javadoc opens with {@code Step 4.}, {@code Steps 4, 5 and 7.} or
 * {@code Steps 2 to 5 and 8.}.
 */
public final class LabMethodSteps {
    private static final Pattern DOC_THEN_METHOD = Pattern.compile(
            "/\\*\\*\\s*\\*?\\s*Steps?\\s+([0-9][0-9 ,andto]*)\\.(?s:.*?)\\*/\\s*[\\w.<>, ?\\[\\]]+\\s+(\\w+)\\s*\\(");
    private static final Pattern RANGE = Pattern.compile("(\\d+)\\s+to\\s+(\\d+)|(\\d+)");

    private LabMethodSteps() {
    }

    /** Method name to its steps, for the lab whose interface source is under {@code labApiSources}. */
    public static Map<String, TreeSet<Integer>> of(Path labApiSources, Lab lab) throws IOException {
        Path file = labApiSources.resolve(lab.api().getName().replace('.', '/') + ".java");
        return Files.isRegularFile(file) ? parse(Files.readString(file)) : Map.of();
    }

    static Map<String, TreeSet<Integer>> parse(String source) {
        Map<String, TreeSet<Integer>> steps = new LinkedHashMap<>();
        Matcher m = DOC_THEN_METHOD.matcher(source);
        while (m.find()) {
            steps.put(m.group(2), numbers(m.group(1)));
        }
        return steps;
    }

    private static TreeSet<Integer> numbers(String list) {
        TreeSet<Integer> out = new TreeSet<>();
        Matcher m = RANGE.matcher(list);
        while (m.find()) {
            if (m.group(3) != null) {
                out.add(Integer.parseInt(m.group(3)));
            } else {
                for (int i = Integer.parseInt(m.group(1)); i <= Integer.parseInt(m.group(2)); i++) {
                    out.add(i);
                }
            }
        }
        return out;
    }
}
