package grader.course;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import grader.process.sandbox.Sandbox;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;

/**
 * Whether a class run may keep the reports it finds. Where grades run unconfined, every
 * submission runs as the grader's own user and may rewrite any report of the results folder
 * (swap its own with another's, or forge one), so such a run keeps none, and marks the folder;
 * a confined run that finds the mark keeps none either, and a whole confined run that ends
 * removes it, every report then being its own. A submission of the unconfined run may delete
 * the mark too: an unconfined run's folder is only as trustworthy as its submissions.
 */
final class UnconfinedMark {
    static final String NAME = ".graded-unconfined";

    private final Path mark;
    private final boolean confined;
    private final boolean trustEarlier;

    private UnconfinedMark(Path results, boolean confined) {
        this.mark = results.resolve(NAME);
        this.confined = confined;
        this.trustEarlier = confined && !Files.exists(mark);
    }

    /** Reads the folder's mark before a run whose grades take {@code gradeOptions}; marks it when they run unconfined. */
    static UnconfinedMark begin(Path results, List<String> gradeOptions) throws IOException {
        UnconfinedMark run = new UnconfinedMark(results, gradesConfined(gradeOptions));
        if (!run.confined) {
            Files.writeString(run.mark, "reports here were written where submissions ran unconfined; a confined run"
                    + " of the whole class grades every submission again and removes this file\n");
        }
        return run;
    }

    /** Whether a report found from before may be kept. */
    boolean trustsEarlierReports() {
        return trustEarlier;
    }

    /** A whole confined run that graded every submission itself: the folder holds only its reports now. */
    void finishedWhole() throws IOException {
        if (confined && !trustEarlier) {
            Files.deleteIfExists(mark);
        }
    }

    /** The mode the grades are given (--sandbox in their options, else the default) confines them. */
    private static boolean gradesConfined(List<String> gradeOptions) {
        int at = gradeOptions.indexOf("--sandbox");
        String name = at >= 0 && at + 1 < gradeOptions.size() ? gradeOptions.get(at + 1) : SandboxMode.defaultName();
        return SandboxMode.parse(name).flatMap(mode -> SandboxChoice.choose(mode, note -> { }))
                .map(Sandbox::confines).orElse(false);
    }
}
