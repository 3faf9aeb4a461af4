package grader.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** The kernel's list of a process's threads, read from outside the JVM's own bookkeeping. */
class OsThreadsTests {
    @Test
    void aStartedJavaThreadIsListedUnderTheFirstBytesOfItsName() throws Exception {
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch end = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            running.countDown();
            awaitQuietly(end);
        }, "os-threads-probe-worker");
        worker.start();
        // The JVM gives the kernel thread its name in the new thread itself, before run(): until
        // then the kernel still calls it "java".
        running.await();
        try {
            assertThat(OsThreads.of(ProcessHandle.current().pid())).containsValue("os-threads-prob");
        } finally {
            end.countDown();
            worker.join();
        }
    }

    @Test
    void aProcessThatIsGoneHasNoThreads() throws Exception {
        Process done = new ProcessBuilder("true").start();
        done.waitFor();
        assertThat(OsThreads.of(done.pid())).isEmpty();
    }

    @Test
    void theJvmsAndTheHostsOwnThreadsAreNotTheSubmissions() {
        assertThat(OsThreads.maybeTheSubmissions("C2 CompilerThre")).isFalse();
        assertThat(OsThreads.maybeTheSubmissions("ForkJoinPool.co")).isFalse();
        assertThat(OsThreads.maybeTheSubmissions("judge-call-12")).isFalse();
        assertThat(OsThreads.maybeTheSubmissions("pool-1-thread-1")).isTrue();
        assertThat(OsThreads.maybeTheSubmissions("ForkJoinPool-1-")).isTrue();
        assertThat(OsThreads.maybeTheSubmissions("lease-pool-watc")).isTrue();
    }

    private static void awaitQuietly(CountDownLatch end) {
        try {
            end.await();
        } catch (InterruptedException stop) {
            Thread.currentThread().interrupt();
        }
    }
}
