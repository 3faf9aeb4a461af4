package grader.report;

import grader.score.Weights;

/**
 * What a grade's writer is told besides the report.
 *
 * @param colour               the terminal format may colour its statuses
 * @param weights              a course's points and visibility, for the formats that score
 * @param compileErrorGradable PrairieLearn only: whether a submission that does not compile is
 *                             graded (score 0, a counted attempt) or not gradable (no attempt
 *                             counted, the compiler's errors as its format errors)
 */
public record ReportOptions(boolean colour, Weights weights, boolean compileErrorGradable) {
}
