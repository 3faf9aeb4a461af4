package grader.check.explore;

import java.util.List;
import grader.check.CheckFailure;

/**
 * The first place where the code under test and the model part: call {@code index} of the
 * sequence either did what the contract does not allow, or left a stored state the model does
 * not hold; or ({@code afterAll}) the whole sequence left behind what it must not.
 * {@code transcript} is every call up to and including that one, with what each did.
 */
public record Difference(int index, boolean afterAll, List<String> transcript, String expected, String actual,
        String state) {

    /**
     * The check's failure for this difference, found in {@code sequence} ("fixed sequence 2 of
     * 3") of {@code generatedCalls} calls and shrunk to the transcript. Its English has the
     * forms of the report bundle's {@code value.*} keys, which show it in the student's language.
     */
    public CheckFailure failure(String sequence, int generatedCalls) {
        StringBuilder tried = new StringBuilder("generated calls (").append(sequence).append(", ")
                .append(generatedCalls).append(" calls, shrunk to the ").append(transcript.size())
                .append(" that still show it):");
        for (int i = 0; i < transcript.size(); i++) {
            tried.append("\n  ").append(i + 1).append(". ").append(transcript.get(i));
        }
        String at = where();
        return new CheckFailure(tried.toString(), at + expected + " (the contract's model)", at + actual, state);
    }

    /** Where the difference showed, as the report says it. */
    public String where() {
        return afterAll ? "once every call had returned, " : "call " + (index + 1) + " ";
    }
}
