package grader.coordinator.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a grader killed with SIGKILL left in the temp folder is removed by the next run; a live grader's folder never is. */
class RunFoldersTests {
    @TempDir
    Path tempRoot;

    @Test
    void aRunFolderWhoseOwnerIsGoneIsSweptAndALiveOnesIsKept() throws Exception {
        Process ended = new ProcessBuilder("true").start();
        ended.waitFor();
        Path orphan = Files.createDirectories(tempRoot.resolve(RunFolders.PREFIX + ended.pid() + "-123"));
        Files.writeString(orphan.resolve("left.db"), "left by a killed grade");
        Path live = Files.createDirectories(tempRoot.resolve(RunFolders.PREFIX + ProcessHandle.current().pid() + "-456"));
        Path unnamed = Files.createDirectories(tempRoot.resolve(RunFolders.PREFIX + "789"));

        Path made = RunFolders.make(tempRoot);

        assertThat(orphan).doesNotExist();
        assertThat(live).exists();
        assertThat(unnamed).as("a folder that names no owner is left alone").exists();
        assertThat(made.getFileName().toString()).startsWith(RunFolders.PREFIX + ProcessHandle.current().pid() + "-");
        Files.delete(made);
    }
}
