package grader.check.explore;

import java.util.List;

/**
 * The first place where the code under test and the model part: call {@code index} of the
 * sequence either did what the contract does not allow, or left a stored state the model does
 * not hold; or ({@code afterAll}) the whole sequence left behind what it must not.
 * {@code transcript} is every call up to and including that one, with what each did.
 */
public record Difference(int index, boolean afterAll, List<String> transcript, String expected, String actual,
        String state) {

    /** Where the difference showed, as the report says it. */
    public String where() {
        return afterAll ? "once every call had returned, " : "call " + (index + 1) + " ";
    }
}
