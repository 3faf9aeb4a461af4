package grader.mutants;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import grader.process.JvmCommand;

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
        Path java = Path.of(JvmCommand.thisJava());
        List<String> options = JvmCommand.shortRunFlags();
        options.addAll(List.of("-Xss1m", "-Xmx384m", "-XX:+DisableAttachMechanism"));
        return new WorkerSettings(java, System.getProperty("java.class.path"), options, jobLimit, 20, 16 * 1024);
    }

    public WorkerSettings withJobLimit(Duration limit) {
        return new WorkerSettings(java, classpath, jvmOptions, limit, jobsPerWorker, outputLimit);
    }
}
