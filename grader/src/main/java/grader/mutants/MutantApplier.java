package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/** Makes a copy of the reference sources with one authored change applied. */
public final class MutantApplier {
    private MutantApplier() {
    }

    /** The find-text does not occur exactly once: the fixture no longer fits the reference. */
    public static final class NotApplicableException extends Exception {
        private static final long serialVersionUID = 1L;

        NotApplicableException(String message) {
            super(message);
        }
    }

    /** Copies {@code referenceRoot} to {@code target} and applies {@code mutant} there. */
    public static void apply(AuthoredMutant mutant, Path referenceRoot, Path target)
            throws IOException, NotApplicableException {
        copyTree(referenceRoot, target);
        Path file = target.resolve(mutant.file());
        if (!Files.isRegularFile(file)) {
            throw new NotApplicableException("no file " + mutant.file() + " in the reference");
        }
        String text = Files.readString(file);
        int count = occurrences(text, mutant.find());
        if (count != 1) {
            throw new NotApplicableException("the text to find occurs " + count + " times in " + mutant.file()
                    + ", not exactly once");
        }
        Files.writeString(file, text.replace(mutant.find(), mutant.replace()));
    }

    static int occurrences(String text, String find) {
        if (find.isEmpty()) {
            return 0;
        }
        int count = 0;
        for (int at = text.indexOf(find); at >= 0; at = text.indexOf(find, at + 1)) {
            count++;
        }
        return count;
    }

    /** Copies the tree {@code from} into {@code to}, folders included. */
    public static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path source : (Iterable<Path>) walk::iterator) {
                Path dest = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(dest);
                } else {
                    Files.copy(source, dest, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
