package grader.process;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The command line of one child JVM, frozen before it starts: the java binary itself (no
 * shell wrapper, so SIGKILL reaches the JVM), its flags, a private temp folder, the class
 * path, then the main class and its arguments. Every child JVM of the grader (judge, subject,
 * fault child, mutant worker, javac, a class run's grade child) is written by this one
 * builder, so a flag every child needs is added in one place.
 */
public record JvmCommand(List<String> words) {

    /** Flags that make a short-lived JVM start and finish fast: C1 only, serial GC, no perf file. */
    public static final List<String> SHORT_RUN_FLAGS =
            List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xshare:auto");

    /** The java binary of this JVM, which every child runs. */
    public static String thisJava() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The short-run flags and what newer JDKs want for sqlite-jdbc. */
    public static List<String> shortRunFlags() {
        List<String> flags = new ArrayList<>(SHORT_RUN_FLAGS);
        if (Runtime.version().feature() >= 22) {
            // sqlite-jdbc loads its native library with System.load, which newer JDKs warn about on stderr.
            flags.add("--enable-native-access=ALL-UNNAMED");
        }
        return flags;
    }

    /** A child of this JVM's java with {@link #shortRunFlags}. */
    public static Builder shortRun() {
        return new Builder(thisJava()).flags(shortRunFlags());
    }

    /** A child of {@code java} with exactly {@code jvmFlags} (a runtime worked out once, see {@link ChildRuntime}). */
    public static Builder with(String java, List<String> jvmFlags) {
        return new Builder(java).flags(jvmFlags);
    }

    static JvmCommand of(String java, List<String> jvmFlags, List<Path> classpath, Path tmpDir,
            String mainClass, List<String> args) {
        return with(java, jvmFlags).tmpDir(tmpDir).classpath(classpath).main(mainClass, args);
    }

    /** As a person would type it, for the reproduce line of a failure. */
    public String shellText() {
        return words.stream().map(JvmCommand::quoted).collect(Collectors.joining(" "));
    }

    private static String quoted(String word) {
        return word.matches("[A-Za-z0-9_./:=+@,-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    /** Collects the flags of one command; {@link #main} freezes it. */
    public static final class Builder {
        private final List<String> words = new ArrayList<>();
        private String classpath;

        private Builder(String java) {
            words.add(java);
        }

        public Builder flag(String flag) {
            words.add(flag);
            return this;
        }

        public Builder flags(List<String> flags) {
            words.addAll(flags);
            return this;
        }

        /** {@code -Dname=value}. */
        public Builder property(String name, Object value) {
            return flag("-D" + name + "=" + value);
        }

        /** The child's java.io.tmpdir: sqlite-jdbc and the JDK write there, so it is a folder the grader deletes. */
        public Builder tmpDir(Path folder) {
            return property("java.io.tmpdir", folder);
        }

        public Builder classpath(List<Path> entries) {
            return classpath(entries.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        }

        public Builder classpath(String joined) {
            this.classpath = joined;
            return this;
        }

        public JvmCommand main(String mainClass, List<String> args) {
            List<String> all = new ArrayList<>(withoutMain().words());
            all.add(mainClass);
            all.addAll(args);
            return new JvmCommand(List.copyOf(all));
        }

        /** A JVM that runs no class of its own (it dumps a class-data archive, say). */
        public JvmCommand withoutMain() {
            List<String> all = new ArrayList<>(words);
            if (classpath != null) {
                all.add("-cp");
                all.add(classpath);
            }
            return new JvmCommand(List.copyOf(all));
        }
    }
}
