package grader.process.sandbox;

import grader.model.SandboxReport;
import grader.process.Confinement;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where processes that run submission code are started: each gets a {@link Confinement} that
 * lets it write only its own folder and read only what it needs.
 */
public interface Sandbox {
    /** No sandbox (--sandbox off): children run as the grader's user, with its view of files and network. */
    Sandbox NONE = unconfined("--sandbox off");

    /** No sandbox, for the reason given: what the report records. */
    static Sandbox unconfined(String why) {
        SandboxReport report = new SandboxReport(SandboxReport.NONE, "unconfined (" + why + "): submission code ran"
                + " as the grader's user, with its view of the files and the network");
        return new Sandbox() {
            @Override
            public Confinement confine(Path writable, List<Path> readable) {
                return Confinement.NONE;
            }

            @Override
            public boolean confines() {
                return false;
            }

            @Override
            public SandboxReport report() {
                return report;
            }
        };
    }

    /** A confinement for one child that may write {@code writable} only and read {@code readable} besides. */
    Confinement confine(Path writable, List<Path> readable) throws IOException;

    /** True when children are really confined. */
    boolean confines();

    /** What a grade's report records of this confinement. */
    SandboxReport report();

    /**
     * Flags for the command line of a judge started in this sandbox, so that it confines the
     * processes it starts to run the submission (on {@code submissionClasses}) in turn.
     */
    default List<String> judgeFlags(List<String> submissionClasses) {
        return List.of();
    }

    /** Where the children's runtime files (class-path jars, native library, archives) of a grade using {@code cacheRoot} live. */
    default Path childrenCache(Path cacheRoot) throws IOException {
        return cacheRoot;
    }

    /**
     * The submission's compiled {@code classes} as the judges of the run in {@code runDir} and
     * their children are to read them: the folder itself, or a copy only they can read.
     */
    default Path visibleClasses(Path runDir, Path classes) throws IOException {
        return classes;
    }
}
