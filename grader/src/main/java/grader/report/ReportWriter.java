package grader.report;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import grader.model.GradeReport;

/** Writes one finished grade in one format. Writers take a {@link Writer} so tests can pass their own. */
public interface ReportWriter {
    void write(GradeReport report, Writer out, Locale locale) throws IOException;
}
