package grader.check;

import grader.labs.Lab;
import grader.submission.SubmissionClasses;
import grader.subject.Subject;

/**
 * Opens instances of the submission in the check's subject, each group in a class loader of
 * its own: to the code under test a new group is a new process (nothing static carries over),
 * while the instances of one group share static state as they would in one process. An
 * exploring check gives every generated run a fresh group, so that a run sees nothing an
 * earlier run left in memory; what a run must see of another process it sees through the
 * database.
 */
public final class FreshInstances {
    private final Subject subject;
    private final SubmissionClasses submission;
    private final String scope;

    FreshInstances(Subject subject, SubmissionClasses submission, String scope) {
        this.subject = subject;
        this.submission = submission;
        this.scope = scope;
    }

    /** A new instance of the submission's implementation of {@code api}, in the class loader of {@code group}. */
    public <T> T open(Class<T> api, String group) throws Exception {
        Lab lab = Lab.byApi(api).orElseThrow(() -> new IllegalArgumentException(api + " is no lab's interface"));
        String className = submission.implementationOf(lab)
                .orElseThrow(() -> new IllegalStateException("the submission does not implement " + lab.id()));
        try {
            return subject.open(api, className, submission.classpath(), scope + "#" + group);
        } catch (Exception | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("could not open " + className + ": " + t, t);
        }
    }

    /** Drops what the subject keeps for {@code instance}, closing the connections it opened. */
    public void release(Object instance) {
        subject.release(instance);
    }
}
