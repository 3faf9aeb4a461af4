package grader.submission;

/** One compiler error, located in the submission: {@code file} is relative to the source root. */
public record CompileProblem(String file, long line, String message) {

    /** {@code src/Lease.java:12: cannot find symbol}, as compilers print it. */
    @Override
    public String toString() {
        return file + ":" + line + ": " + message;
    }
}
