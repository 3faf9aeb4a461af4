package grader.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The files under a submission as size and modification time: cheap to take ten times a
 * second, and enough to notice a save (editors write a new file or rewrite the old one).
 */
record SourceSnapshot(Map<String, String> files) {

    static SourceSnapshot of(Path root) {
        Map<String, String> files = new TreeMap<>();
        if (Files.isRegularFile(root)) {
            files.put(root.toString(), stamp(root));
            return new SourceSnapshot(files);
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile).forEach(f -> files.put(root.relativize(f).toString(), stamp(f)));
        } catch (IOException | UncheckedIOException e) {
            // A folder being rewritten mid-walk: the next snapshot will differ and be taken again.
            files.put("(unreadable)", String.valueOf(System.nanoTime()));
        }
        return new SourceSnapshot(files);
    }

    private static String stamp(Path file) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            return a.size() + "@" + a.lastModifiedTime().toMillis();
        } catch (IOException e) {
            return "gone";
        }
    }
}
