package grader.dist;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.spi.ToolProvider;
import grader.submission.GraderVersion;

/**
 * A self-contained grader in a folder: {@code lib/} with the grader's jars and
 * {@code bin/grade}, which needs only a JDK (17 or later): no Maven, no {@code ~/.m2}, no
 * network, and no write access to the folder itself (compiled submissions are cached
 * elsewhere, see the script).
 */
public final class Distribution {
    /** The launcher's name inside the distribution. */
    public static final String LAUNCHER = "bin/grade";

    private Distribution() {
    }

    /** Writes the distribution into {@code target}, which must not exist yet or be empty. */
    public static void build(Path target) throws IOException {
        if (Files.isDirectory(target)) {
            try (var entries = Files.list(target)) {
                if (entries.findAny().isPresent()) {
                    throw new IOException(target + " is not empty; give a new folder");
                }
            }
        }
        Path lib = Files.createDirectories(target.resolve("lib"));
        for (Path entry : GraderFiles.runtime()) {
            if (Files.isDirectory(entry)) {
                jarFolder(entry, lib.resolve(folderJarName(entry)));
            } else {
                Files.copy(entry, lib.resolve(entry.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Files.createDirectories(target.resolve("bin"));
        executable(resource("grade.sh"), target.resolve(LAUNCHER));
        Files.writeString(target.resolve("VERSION"), GraderVersion.get() + "\n");
    }

    /** grader/target/classes becomes grader.jar: the module's folder names it. */
    private static String folderJarName(Path classes) {
        Path module = classes.getParent() == null ? null : classes.getParent().getParent();
        return (module == null ? "classes" : module.getFileName().toString()) + ".jar";
    }

    private static void jarFolder(Path folder, Path jar) throws IOException {
        ToolProvider tool = ToolProvider.findFirst("jar")
                .orElseThrow(() -> new IOException("this Java has no jar tool: run the grader on a JDK"));
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(messages, true, StandardCharsets.UTF_8);
        if (tool.run(print, print, "--create", "--file", jar.toString(), "-C", folder.toString(), ".") != 0) {
            throw new IOException("cannot pack " + folder + ": " + messages.toString(StandardCharsets.UTF_8));
        }
    }

    /** A text shipped with the grader under grader/dist/. */
    static String resource(String name) throws IOException {
        try (InputStream in = Distribution.class.getResourceAsStream("/grader/dist/" + name)) {
            if (in == null) {
                throw new IOException("the grader lacks its resource grader/dist/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static void executable(String text, Path file) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
