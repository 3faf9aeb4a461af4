package grader.submission;

import grader.process.ExitCleanup;
import grader.process.Folders;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLClassLoader;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import grader.labs.Lab;
import tools.jackson.databind.json.JsonMapper;

/**
 * Turns a submission path (a folder of sources or a jar) into compiled classes, once per
 * content: the folder {@code <cache>/<sha-256>/} holds the classes and the compiler's
 * errors, and is reused while neither the sources nor the grader version change. An entry
 * is built aside and renamed into place, so concurrent runs never see half of one.
 */
public final class SubmissionCache {
    /** Overrides where compiled submissions are kept (the system property wins over the environment). */
    private static final String ERRORS = "compile-errors.json";
    /** The digest of an entry's files, written when it is built and checked whenever it is used. */
    private static final String SEAL = "entry.sha256";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Path root;

    public SubmissionCache(Path root) {
        this.root = root;
    }

    public PreparedSubmission prepare(Path submission) throws IOException {
        if (!Files.exists(submission)) {
            throw new UnusableSubmissionException("no such file or folder: " + submission);
        }
        if (!Files.isReadable(submission)) {
            throw new UnusableSubmissionException("cannot read " + submission);
        }
        if (Files.isDirectory(submission)) {
            // The folder handed in may itself be a link (a platform's mount, a student's shortcut):
            // it is what the user named, so it is followed; links inside it still are not.
            return fromSources(SourceFiles.rootOf(submission.toRealPath()));
        }
        if (submission.toString().endsWith(".jar")) {
            return fromJar(submission);
        }
        throw new UnusableSubmissionException(submission + " is neither a folder of Java sources nor a .jar");
    }

    private PreparedSubmission fromSources(Path sources) throws IOException {
        List<Path> files = SourceFiles.javaFiles(sources);
        if (files.isEmpty()) {
            throw new UnusableSubmissionException("no .java files under " + sources);
        }
        String hash = ContentHash.of(sources, files, compilerStamp());
        Path entry = entry(hash, staging -> {
            Path classes = staging.resolve("classes");
            List<CompileProblem> problems = CompilerProcess.compile(sources, classes);
            JSON.writeValue(staging.resolve(ERRORS).toFile(), problems);
        });
        List<CompileProblem> problems = List.of(JSON.readValue(entry.resolve(ERRORS).toFile(), CompileProblem[].class));
        if (!problems.isEmpty()) {
            return new PreparedSubmission(hash, null, problems, SourceFiles.labsNamedIn(files), Map.of());
        }
        return compiled(hash, entry.resolve("classes"));
    }

    private PreparedSubmission fromJar(Path jar) throws IOException {
        String hash = ContentHash.of(jar, List.of(jar), compilerStamp());
        Path entry = entry(hash, staging -> {
            JarClasses.extract(jar, staging.resolve("classes"));
            JSON.writeValue(staging.resolve(ERRORS).toFile(), List.of());
        });
        return compiled(hash, entry.resolve("classes"));
    }

    /** Loads the classes only to see which labs they implement; no class is initialised. */
    /** The grader and the jars a submission compiles against: a change of either compiles again. */
    static String compilerStamp() {
        return GraderVersion.get() + " " + SubmissionCompiler.classpathStamp();
    }

    private static PreparedSubmission compiled(String hash, Path classes) throws IOException {
        LoadedSubmission loaded = SourceSubmission.fromClasses(classes);
        Set<Lab> labs = loaded.implementations().isEmpty() ? Set.of()
                : EnumSet.copyOf(loaded.implementations().keySet());
        Map<Lab, String> names = loaded.classes().implementations();
        ((URLClassLoader) loaded.loader()).close();
        return new PreparedSubmission(hash, classes, List.of(), labs, names);
    }

    private interface Build {
        void into(Path staging) throws IOException;
    }

    /**
     * The entry for {@code hash}: the cached one when its seal still matches what it holds, else
     * built anew. A cache that cannot be written is no failure of the submission: the entry is
     * then built in a folder of this run's own, unshared.
     */
    private Path entry(String hash, Build build) throws IOException {
        Path entry = root.resolve(hash);
        if (Files.isDirectory(entry)) {
            if (sealHolds(entry)) {
                return entry;
            }
            // Changed since it was built (by hand, or by code that should never have reached it): never trust it.
            Folders.deleteQuietly(entry);
        }
        try {
            Files.createDirectories(root);
            return buildInto(root, entry, hash, build);
        } catch (IOException | UncheckedIOException unwritable) {
            if (Files.isDirectory(entry) && sealHolds(entry)) {
                return entry;
            }
            Path own = ExitCleanup.trackFolder(Files.createTempDirectory("idemlab-uncached-"));
            return buildInto(own, own.resolve(hash), hash, build);
        }
    }

    private static boolean sealHolds(Path entry) throws IOException {
        Path seal = entry.resolve(SEAL);
        return Files.isRegularFile(seal) && Files.readString(seal).strip().equals(ContentHash.ofEntry(entry, SEAL));
    }

    private static Path buildInto(Path folder, Path entry, String hash, Build build) throws IOException {
        Path staging = folder.resolve(hash + ".tmp-" + UUID.randomUUID());
        try {
            Files.createDirectories(staging);
            build.into(staging);
            Files.writeString(staging.resolve(SEAL), ContentHash.ofEntry(staging, SEAL));
            Files.move(staging, entry, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException raced) {
            // Another run built the same entry first; theirs is as good as ours.
        } catch (IOException e) {
            if (!Files.isDirectory(entry)) {
                throw e;
            }
        } finally {
            Folders.deleteQuietly(staging);
        }
        return entry;
    }
}
