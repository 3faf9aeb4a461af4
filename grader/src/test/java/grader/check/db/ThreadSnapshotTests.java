package grader.check.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Threads started since a look: the host's report, and what the kernel lists beside it. */
class ThreadSnapshotTests {
    private static final ThreadSnapshot BEFORE = new ThreadSnapshot(Map.of(1L, "main"), Map.of(100L, "java"));

    @Test
    void aReportedNewThreadIsNamedOnceThoughTheKernelListsItToo() {
        ThreadSnapshot now = new ThreadSnapshot(Map.of(1L, "main", 7L, "pool-1-thread-1"),
                Map.of(100L, "java", 107L, "pool-1-thread-1"));
        assertThat(now.startedSince(BEFORE, Set.of())).containsExactly("pool-1-thread-1");
    }

    @Test
    void aLongJavaNameMatchesItsShortenedNativeName() {
        ThreadSnapshot now = new ThreadSnapshot(Map.of(7L, "claim-many-worker-1"), Map.of(107L, "claim-many-work"));
        assertThat(now.startedSince(BEFORE, Set.of())).containsExactly("claim-many-worker-1");
    }

    @Test
    void kernelThreadsTheReportLeavesOutAreNamedAndCounted() {
        ThreadSnapshot now = new ThreadSnapshot(Map.of(1L, "main"),
                Map.of(100L, "java", 107L, "lease-pool-watc", 108L, "lease-pool-watc"));
        assertThat(now.startedSince(BEFORE, Set.of())).singleElement().asString()
                .startsWith("lease-pool-watc (2 threads), not reported").contains("/proc");
    }

    @Test
    void oneReportedNameAccountsForOneKernelThreadOnly() {
        ThreadSnapshot now = new ThreadSnapshot(Map.of(7L, "pool-1-thread-1"),
                Map.of(107L, "pool-1-thread-1", 108L, "pool-1-thread-1"));
        assertThat(now.startedSince(BEFORE, Set.of())).hasSize(2).first().isEqualTo("pool-1-thread-1");
    }

    @Test
    void anIgnoredReportedIdDoesNotCountAndNothingOldDoes() {
        ThreadSnapshot now = new ThreadSnapshot(Map.of(1L, "main", 9L, "caller"), Map.of(100L, "java"));
        assertThat(now.startedSince(BEFORE, Set.of(9L))).isEmpty();
    }
}
