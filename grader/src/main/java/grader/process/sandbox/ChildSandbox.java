package grader.process.sandbox;

/** The sandbox a judge starts its submission-running children in, as its command line says. */
public final class ChildSandbox {
    private ChildSandbox() {
    }

    /** Nested bubblewrap, the judge's user without capabilities, or nothing (a judge started unconfined). */
    public static Sandbox ofThisJudge() {
        return AccountChildren.isThisJudge() ? AccountChildren.INSTANCE : NestedSandbox.ofThisJudge();
    }
}
