package grader.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import grader.submission.SourceFiles;

/**
 * What a grade reads of a submission, as size and modification time: its {@code .java} files
 * (under src/main/java for a Maven project, as the compiler takes them), or the jar itself.
 * Cheap to take ten times a second, and enough to notice a save; an editor's swap, backup and
 * lock files ({@code .X.java.swp}, {@code X.java~}, {@code .#X.java}) and every other file are
 * left out, so they do not start a grade that would read nothing new.
 */
record SourceSnapshot(Map<String, String> files) {

    static SourceSnapshot of(Path submission) {
        Map<String, String> files = new TreeMap<>();
        if (Files.isRegularFile(submission)) {
            files.put(submission.toString(), stamp(submission));
            return new SourceSnapshot(files);
        }
        Path root = Files.isDirectory(submission) ? SourceFiles.rootOf(submission) : submission;
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(SourceSnapshot::isSource).forEach(f -> files.put(root.relativize(f).toString(), stamp(f)));
        } catch (IOException | UncheckedIOException e) {
            // A folder being rewritten mid-walk: the next snapshot will differ and be taken again.
            files.put("(unreadable)", String.valueOf(System.nanoTime()));
        }
        return new SourceSnapshot(files);
    }

    static boolean isSource(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".java") && !name.startsWith(".#") && Files.isRegularFile(file);
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
