package grader.mutants.report;

import java.io.IOException;
import java.io.Writer;

/** Writes one finished mutant run in one format; writers take a {@link Writer} so tests can pass their own. */
public interface MutantReportWriter {
    void write(ReportFacts facts, Writer out) throws IOException;
}
