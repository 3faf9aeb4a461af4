package grader.check.explore;

/** How the stored state differs from the model's: the model's side and the stored side, as the report shows them. */
public record StateDifference(String expected, String actual) {
}
