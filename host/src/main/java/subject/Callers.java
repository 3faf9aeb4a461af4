package subject;

/** Who called: the class a gated method was called from, to tell the submission from sqlite-jdbc. */
final class Callers {
    static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

    private Callers() {
    }
}
