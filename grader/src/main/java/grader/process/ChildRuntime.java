package grader.process;

import grader.process.cds.CdsArchive;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import faultchild.FaultChildMain;
import labs.FaultHook;
import grader.process.Confinement;
import grader.process.ExitCleanup;
import grader.process.sandbox.ChildSandbox;
import grader.process.sandbox.NestedSandbox;
import grader.process.SqliteNativeLibrary;
import grader.process.Classpaths;

/**
 * What every fault child of this grader JVM shares, worked out once: the java binary, the
 * fixed class path (sqlite-jdbc, lab-api, host: nothing of the grader), the
 * pre-extracted sqlite library and, when enabled, the class-data-sharing archive. Subjects
 * have a runtime of their own ({@link #forSubjects}): the same, with the subject's own
 * {@code org.sqlite.JDBC} ({@link SubjectDriverJar}) first on the class path, and so an
 * archive of their own.
 */
public final class ChildRuntime {
    /** Set to {@code false} to start children without the CDS archive (for measuring). */
    public static final String CDS_PROPERTY = "idemlab.child.cds";

    private static final String TEMP_PREFIX = "idemlab-child-";

    private static ChildRuntime shared;
    private static ChildRuntime sharedForSubjects;

    private final String java;
    private final List<Path> fixedClasspath;
    private final List<String> jvmFlags;
    /** The harness jar, native library and CDS archive live here: every child reads it. */
    private final Path sharedFolder;

    private ChildRuntime(String java, List<Path> fixedClasspath, List<String> jvmFlags, Path sharedFolder) {
        this.java = java;
        this.fixedClasspath = List.copyOf(fixedClasspath);
        this.jvmFlags = List.copyOf(jvmFlags);
        this.sharedFolder = sharedFolder;
    }

    /** The runtime of this JVM's fault children, prepared on first use. */
    public static synchronized ChildRuntime shared() throws IOException, InterruptedException {
        if (shared == null) {
            sweepOrphanedTempFolders();
            shared = prepare(cdsWanted(), CacheRoot.childrenFolder(), false);
        }
        return shared;
    }

    /** The runtime of this JVM's subjects, prepared on first use: statements gated (see {@link SubjectDriverJar}). */
    public static synchronized ChildRuntime forSubjects() throws IOException, InterruptedException {
        if (sharedForSubjects == null) {
            sweepOrphanedTempFolders();
            sharedForSubjects = prepare(cdsWanted(), CacheRoot.childrenFolder(), true);
        }
        return sharedForSubjects;
    }

    /**
     * Prepares the children's shared files (harness jar, native library, CDS archive) where a
     * grader JVM whose {@code idemlab.cache} is {@code cacheRoot} finds them, and returns the
     * folder that holds them: a sandboxed worker gets it read-only, so it must exist before.
     */
    public static Path prepareFilesUnder(Path cacheRoot) throws IOException, InterruptedException {
        prepare(cdsWanted(), cacheRoot, false);
        prepare(cdsWanted(), cacheRoot, true);
        return cacheRoot.resolve(ChildCache.FOLDER);
    }

    private static boolean cdsWanted() {
        return Boolean.parseBoolean(System.getProperty(CDS_PROPERTY, "true"));
    }

    /** Prepares a fault children's runtime, with or without the CDS archive. */
    public static ChildRuntime prepare(boolean withCds) throws IOException, InterruptedException {
        return prepare(withCds, CacheRoot.childrenFolder(), false);
    }

    /**
     * A runtime whose files live under {@code cacheRoot}: a subject's ({@code forSubject}) has
     * the subject's driver first and its own archive; the rest it shares with the fault children's.
     */
    private static ChildRuntime prepare(boolean withCds, Path cacheRoot, boolean forSubject)
            throws IOException, InterruptedException {
        String java = JvmCommand.thisJava();
        Path sqliteJar = Classpaths.locationOf(org.sqlite.JDBC.class);
        Path host = Classpaths.locationOf(FaultChildMain.class);
        List<Path> harness = List.of(Classpaths.locationOf(FaultHook.class), host);
        List<Path> stamped = new ArrayList<>(harness);
        stamped.add(0, sqliteJar);
        Path cache = ChildCache.folderFor(cacheRoot, stamped);
        List<Path> fixed = new ArrayList<>(List.of(sqliteJar));
        fixed.addAll(HarnessJar.of(harness, cache));
        fixed = CachedJars.inside(fixed, cache);
        if (forSubject) {
            fixed.add(0, SubjectDriverJar.of(host, cache));
        }
        CachedJars.openToAll(fixed);
        List<String> flags = JvmCommand.shortRunFlags();
        flags.addAll(SqliteNativeLibrary.childFlags(cache.getParent()));
        ChildRuntime plain = new ChildRuntime(java, fixed, flags, cache.getParent());
        if (!withCds) {
            return plain;
        }
        String archive = forSubject ? "subject.jsa" : "host.jsa";
        return new ChildRuntime(java, fixed, CdsArchive.flagsFor(plain, cache, archive), cache.getParent());
    }

    /** The command of one child: fixed class path, then {@code submission}, then the main class. */
    public JvmCommand command(List<Path> submission, Path tmpDir, String mainClass, List<String> args) {
        return withFlags(jvmFlags, submission, tmpDir, mainClass, args);
    }

    public JvmCommand withFlags(List<String> flags, List<Path> submission, Path tmpDir, String mainClass,
            List<String> args) {
        List<Path> classpath = new ArrayList<>(fixedClasspath);
        classpath.addAll(submission);
        return JvmCommand.of(java, flags, classpath, tmpDir, mainClass, args);
    }

    /**
     * The command of a child that loads the submission itself (a subject process): the fixed
     * class path only, these runtime's flags plus {@code extraFlags}. Every child process of the
     * grader is launched from here.
     */
    public List<String> hostCommand(List<String> extraFlags, Path tmpDir, String mainClass, List<String> args) {
        List<String> flags = new ArrayList<>(jvmFlags);
        flags.addAll(extraFlags);
        return withFlags(flags, List.of(), tmpDir, mainClass, args).words();
    }

    public List<String> jvmFlags() {
        return jvmFlags;
    }

    /**
     * What a child that runs {@code submission} code starts inside: nested in the judge's
     * sandbox when the judge has one (see {@link NestedSandbox}), else nothing. It may write
     * this JVM's temp folder, which holds its own temp folder and the checks' databases.
     */
    public Confinement confinement(List<Path> submission) throws IOException {
        List<Path> readable = new ArrayList<>(fixedClasspath);
        readable.add(sharedFolder);
        readable.addAll(submission);
        return ChildSandbox.ofThisJudge().confine(Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath(),
                readable);
    }

    /**
     * A private temp folder for one child, deleted when the child is closed. Its name carries
     * this JVM's pid, so that folders left by a grader JVM that was itself killed can be
     * told apart from those of a grader still running, and swept.
     */
    public static Path newTempFolder() throws IOException {
        return ExitCleanup.trackFolder(Files.createTempDirectory(TEMP_PREFIX + ProcessHandle.current().pid() + "-"));
    }

    /** Deletes the children's temp folders of grader JVMs that are gone. */
    static void sweepOrphanedTempFolders() throws IOException {
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        List<Path> orphans;
        try (Stream<Path> list = Files.list(tmp)) {
            orphans = list.filter(p -> ownerOf(p) > 0 && ProcessHandle.of(ownerOf(p)).isEmpty())
                    .collect(Collectors.toList());
        }
        for (Path orphan : orphans) {
            Folders.delete(orphan);
        }
    }

    private static long ownerOf(Path folder) {
        String name = folder.getFileName().toString();
        if (!name.startsWith(TEMP_PREFIX)) {
            return -1;
        }
        String rest = name.substring(TEMP_PREFIX.length());
        int dash = rest.indexOf('-');
        try {
            return dash > 0 ? Long.parseLong(rest.substring(0, dash)) : -1;
        } catch (NumberFormatException other) {
            return -1;
        }
    }
}
