package grader.report;

import java.io.IOException;
import java.io.StringWriter;
import java.util.Locale;
import grader.model.GradeReport;

/** Runs a writer into a string. */
final class Render {
    private Render() {
    }

    static String of(ReportWriter writer, GradeReport report, Locale locale) throws IOException {
        StringWriter out = new StringWriter();
        writer.write(report, out, locale);
        return out.toString();
    }
}
