package grader.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** What a grade may leave behind, taken before and compared after: live child processes and temp files. */
public final class Leftovers {
    private final Set<Long> processesBefore;
    private final Path tempRoot;

    private Leftovers(Path tempRoot) {
        this.tempRoot = tempRoot;
        this.processesBefore = livePids();
    }

    /** {@code tempRoot}: the folder given to the grade as its temp root, empty now. */
    public static Leftovers before(Path tempRoot) {
        return new Leftovers(tempRoot);
    }

    public void assertNoneLeft() throws IOException {
        Set<Long> now = livePids();
        now.removeAll(processesBefore);
        assertThat(now).as("child processes left running: " + describe(now)).isEmpty();
        try (Stream<Path> files = Files.list(tempRoot)) {
            assertThat(files.toList()).as("files left in the run's temp folder").isEmpty();
        }
    }

    private static Set<Long> livePids() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).map(ProcessHandle::pid)
                .collect(Collectors.toSet());
    }

    private static List<String> describe(Set<Long> pids) {
        return pids.stream().map(pid -> ProcessHandle.of(pid).flatMap(h -> h.info().commandLine()).orElse("" + pid))
                .toList();
    }
}
