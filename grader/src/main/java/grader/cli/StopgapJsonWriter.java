package grader.cli;

import java.io.Writer;
import java.util.Locale;
import grader.model.GradeReport;
import grader.report.ReportWriter;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Serialises the result model as it is, until the versioned JSON report writer is wired in. */
final class StopgapJsonWriter implements ReportWriter {
    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    @Override
    public void write(GradeReport report, Writer out, Locale locale) {
        JSON.writeValue(out, report);
    }
}
