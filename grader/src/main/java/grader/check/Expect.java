package grader.check;

/** Entry point of the check vocabulary: {@code Expect.trying("claim(...)").returns(1L, () -> ...)}. */
public final class Expect {
    private Expect() {
    }

    /** Describes the call about to be made, in the student's terms, with its inputs. */
    public static Attempt trying(String tried) {
        return new Attempt(tried);
    }
}
