package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import grader.model.Status;
import org.junit.jupiter.api.Test;

/** Progress marks, the colour rule and the format lookup the command line relies on. */
class TerminalOutputTests {
    @Test
    void progressLeavesOneMarkPerCheckAndCountsThem() {
        StringWriter out = new StringWriter();
        TerminalProgress progress = new TerminalProgress(out, false);
        progress.labStarted("alpha", 3);
        for (Status status : new Status[] {Status.PASSED, Status.FAILED, Status.TIMED_OUT}) {
            progress.checkFinished(SampleReports.check("alpha.1.x", 1, status, null, null));
        }
        progress.labFinished("alpha");
        assertThat(out.toString()).startsWith("alpha").contains(".FT 3/3");
    }

    @Test
    void progressWrapsLongRowsAndEveryStatusHasItsOwnMark() {
        StringWriter out = new StringWriter();
        TerminalProgress progress = new TerminalProgress(out, false);
        progress.labStarted("alpha", 61);
        for (int i = 0; i < 61; i++) {
            progress.checkFinished(SampleReports.passed("alpha.1.x", 1, false));
        }
        assertThat(out.toString().lines().count()).isEqualTo(2);
        assertThat(java.util.Arrays.stream(Status.values()).map(TerminalProgress::mark).distinct().count())
                .isEqualTo(Status.values().length);
    }

    @Test
    void aClosedTerminalNeverStopsTheGrade() {
        Writer closed = new Writer() {
            @Override
            public void write(char[] buf, int off, int len) throws IOException {
                throw new IOException("closed");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        TerminalProgress progress = new TerminalProgress(closed, true);
        progress.labStarted("alpha", 1);
        progress.checkFinished(SampleReports.passed("alpha.1.x", 1, true));
        progress.labFinished("alpha");
    }

    @Test
    void colourNeedsATerminalAndNoNoColor() {
        assertThat(TerminalColour.decide(true, null)).isTrue();
        assertThat(TerminalColour.decide(true, "")).isTrue();
        assertThat(TerminalColour.decide(true, "1")).isFalse();
        assertThat(TerminalColour.decide(false, null)).isFalse();
    }

    @Test
    void formatsAreFoundByName() {
        assertThat(ReportFormats.names()).containsExactly("human", "json", "gradescope", "prairielearn", "junit");
        assertThat(ReportFormats.find("prairielearn", false)).get().isInstanceOf(PrairieLearnWriter.class);
        assertThat(ReportFormats.find("json", false)).get().isInstanceOf(JsonReportWriter.class);
        assertThat(ReportFormats.find("gradescope", false)).get().isInstanceOf(GradescopeWriter.class);
        assertThat(ReportFormats.find("junit", false)).get().isInstanceOf(JunitXmlWriter.class);
        assertThat(ReportFormats.byName(ReportFormats.DEFAULT, true)).isInstanceOf(HumanWriter.class);
        assertThat(ReportFormats.find("xml", false)).isEmpty();
        assertThat(ReportFormats.find(null, false)).isEmpty();
    }
}
