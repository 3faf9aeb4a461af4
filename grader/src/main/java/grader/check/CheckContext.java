package grader.check;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import grader.submission.SubmissionClasses;

/**
 * What the engine gives a check besides the implementation: its seed (printed in the
 * reproduce command) and the submission's class path, for checks that start child JVMs.
 */
public final class CheckContext {
    /** The judge's system property that carries {@code --explore N}. */
    public static final String EXPLORE_PROPERTY = "idemlab.explore";

    private final String checkId;
    private final long seed;
    private final SubmissionClasses submission;

    CheckContext(String checkId, long seed, SubmissionClasses submission) {
        this.checkId = checkId;
        this.seed = seed;
        this.submission = submission;
    }

    /** The full id of the running check, e.g. {@code lease.8.one-winner-per-round}. */
    public String checkId() {
        return checkId;
    }

    /** This check's seed: the run's seed mixed with the check id, so one check reproduces alone. */
    public long seed() {
        return seed;
    }

    /** A random source seeded with {@link #seed()}. */
    public Random random() {
        return new Random(seed);
    }

    /**
     * How many times the default number of drawn sequences an exploring check tries: 1 in a
     * student's grade, more when an author or a platform asks for a deeper run.
     */
    public int exploreDepth() {
        return exploreDepthOfThisJvm();
    }

    /** {@code --explore} as this JVM was told it (the coordinator and the judge both are). */
    public static int exploreDepthOfThisJvm() {
        return Integer.getInteger(EXPLORE_PROPERTY, 1);
    }

    /** The folders or jars holding the submission's classes. */
    public List<Path> submissionClasspath() {
        return submission.classpath();
    }

    /** The submission's class path and implementation names, for checks that run it in a child JVM. */
    public SubmissionClasses submission() {
        return submission;
    }
}
