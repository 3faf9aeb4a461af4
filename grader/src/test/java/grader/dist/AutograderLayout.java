package grader.dist;

import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Gradescope's layout under a root of a test's own instead of /autograder: the zip unpacked
 * into source/ with each entry's mode (as unzip does), run_autograder copied to the root, an
 * empty submission/.
 */
final class AutograderLayout {
    private AutograderLayout() {
    }

    /** Unpacks {@code zip} under {@code root}; returns the entries' names. */
    static List<String> unpack(Path zip, Path root) throws Exception {
        List<String> entries = new ArrayList<>();
        Path source = Files.createDirectories(root.resolve("source"));
        try (FileSystem file = open(zip); Stream<Path> all = Files.walk(file.getPath("/"))) {
            for (Path entry : all.filter(Files::isRegularFile).toList()) {
                entries.add(entry.toString().substring(1));
                Path target = source.resolve(entry.toString().substring(1));
                Files.createDirectories(target.getParent());
                Files.copy(entry, target);
                Files.setPosixFilePermissions(target, Files.getPosixFilePermissions(entry));
            }
        }
        Files.copy(source.resolve("run_autograder"), root.resolve("run_autograder"), StandardCopyOption.COPY_ATTRIBUTES);
        Files.createDirectories(root.resolve("submission"));
        return entries;
    }

    /** The zip as a file system that shows each entry's stored mode, and none where none is stored. */
    static FileSystem open(Path zip) throws Exception {
        return FileSystems.newFileSystem(zip, Map.of("enablePosixFileAttributes", "true",
                "defaultPermissions", "---------"));
    }

    /** Copies the files of {@code folder} into the layout's submission/. */
    static void submit(Path folder, Path root) throws Exception {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path target = root.resolve("submission").resolve(folder.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
            }
        }
    }
}
