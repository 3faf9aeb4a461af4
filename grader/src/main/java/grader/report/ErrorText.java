package grader.report;

import grader.model.GradeError;

/** The sentence that tells a reader why nothing was graded, in the report's language. */
final class ErrorText {
    private ErrorText() {
    }

    static String of(GradeError error, Messages messages) {
        return messages.text("error." + error.kind().label(), error.message());
    }
}
