package grader.coordinator;

import java.util.List;
import grader.model.GradeReport;

/** A finished grade and the notes the user should see beside it (e.g. labs left out and why). */
public record GradeOutcome(GradeReport report, List<String> notes) {

    public GradeOutcome {
        notes = List.copyOf(notes);
    }
}
