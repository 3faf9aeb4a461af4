package grader.mutants;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * How worker JVMs are started and limited, frozen before the first one starts.
 *
 * @param java         the java launcher
 * @param classpath    the worker's class path (this JVM's own)
 * @param jvmOptions   extra options for every worker
 * @param jobLimit     the wall-clock limit of one job
 * @param jobsPerWorker how many jobs one worker may grade before it is replaced
 * @param outputLimit  how many bytes of a worker's stdout/stderr are kept for a crash report
 */
public record WorkerSettings(Path java, String classpath, List<String> jvmOptions, Duration jobLimit,
        int jobsPerWorker, int outputLimit) {

    public WorkerSettings {
        jvmOptions = List.copyOf(jvmOptions);
    }

    /** Workers that run with this JVM's launcher and class path, tuned to start fast. */
    public static WorkerSettings fromThisJvm(Duration jobLimit) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> options = new java.util.ArrayList<>(List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Xss1m", "-Xmx384m", "-XX:-UsePerfData", "-Xshare:auto", "-XX:+DisableAttachMechanism"));
        if (Runtime.version().feature() >= 22) {
            // sqlite-jdbc loads its native library with System.load, which newer JDKs warn about on stderr.
            options.add("--enable-native-access=ALL-UNNAMED");
        }
        return new WorkerSettings(java, System.getProperty("java.class.path"), options, jobLimit, 20, 16 * 1024);
    }

    public WorkerSettings withJobLimit(Duration limit) {
        return new WorkerSettings(java, classpath, jvmOptions, limit, jobsPerWorker, outputLimit);
    }
}
