package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import grader.mutants.worker.WorkerJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real worker JVM answers on its socket, is reused while clean, and is SIGKILLed when it overruns. */
class WorkerProcessSystemTest {
    @TempDir
    Path dir;

    private WorkerJob job(long id, Path classes) {
        return new WorkerJob(id, List.of(classes.toString()), classes.toString(), List.of("lease"), 42L);
    }

    @Test
    void aWorkerAnswersOnItsSocketAndStaysReusable() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        WorkerSettings settings = WorkerSettings.fromThisJvm(Duration.ofMinutes(2));
        try (WorkerProcess worker = new WorkerProcess(settings, dir)) {
            WorkerProcess.Answer first = worker.grade(job(1, classes));
            assertThat(first).isInstanceOf(WorkerProcess.Replied.class);
            assertThat(((WorkerProcess.Replied) first).reply().jobId()).isEqualTo(1);
            assertThat(((WorkerProcess.Replied) first).reply().results()).hasSize(1);
            assertThat(worker.reusable()).isTrue();
            assertThat(worker.grade(job(2, classes))).isInstanceOf(WorkerProcess.Replied.class);
        }
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("classes");
        }
    }

    @Test
    void aWorkerThatOverrunsIsKilledAndNotReused() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        WorkerSettings settings = WorkerSettings.fromThisJvm(Duration.ofMillis(1));
        try (WorkerProcess worker = new WorkerProcess(settings, dir)) {
            assertThat(worker.grade(job(1, classes))).isInstanceOf(WorkerProcess.Overran.class);
            assertThat(worker.reusable()).isFalse();
        }
    }
}
