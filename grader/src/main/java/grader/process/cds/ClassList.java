package grader.process.cds;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A JVM's list of loaded classes (-XX:DumpLoadedClassList) made fit to merge with others into
 * one archive: comments dropped, and the ids, which number classes per JVM and would clash
 * between lists, cut off.
 */
final class ClassList {
    /** A class of the JDK or of the class path, by its binary name; nothing else. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_$/]+");
    private static final Pattern ID = Pattern.compile(" id: \\d+$");

    private ClassList() {
    }

    /**
     * The lines worth archiving. From a JVM that ran submission code only plain class names
     * are taken; from the grader's own JVMs the lambda lines too, so their lambdas are
     * archived as well. A line naming a class file's location ({@code source:}) never is.
     */
    static List<String> clean(List<String> lines, boolean ranSubmission) {
        List<String> kept = new ArrayList<>();
        for (String line : lines) {
            String entry = ID.matcher(line.strip()).replaceFirst("");
            if (NAME.matcher(entry).matches()) {
                kept.add(entry);
            } else if (!ranSubmission && entry.startsWith("@lambda-") && !entry.contains("source:")) {
                kept.add(entry);
            }
        }
        return kept;
    }
}
