package grader.model;

/**
 * Why a check did not pass, in parts a report can lay out and translate: what was tried,
 * what was expected, what happened, the state read back; any of them may be null.
 */
public record Failure(String tried, String expected, String actual, String state) {
}
