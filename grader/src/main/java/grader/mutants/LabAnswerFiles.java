package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/** The files of one lab's answer in the reference: the Java files beside a mutant's file, as a mutant names them. */
public final class LabAnswerFiles {
    private LabAnswerFiles() {
    }

    /** File name (relative to {@code referenceSources}, with {@code /}) to text, for every Java file in the folder of {@code file}. */
    public static Map<String, String> beside(Path referenceSources, String file) throws IOException {
        Map<String, String> files = new HashMap<>();
        try (Stream<Path> list = Files.list(referenceSources.resolve(file).getParent())) {
            for (Path p : list.filter(f -> f.toString().endsWith(".java")).toList()) {
                files.put(referenceSources.relativize(p).toString().replace('\\', '/'), Files.readString(p));
            }
        }
        return files;
    }
}
