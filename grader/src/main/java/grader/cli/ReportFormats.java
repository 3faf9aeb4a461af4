package grader.cli;

import java.io.PrintStream;
import grader.engine.GradingException;
import grader.report.ProgressListener;
import grader.report.ReportWriter;

/**
 * The one place that maps a format name to its report writer and progress listener. The
 * real writers live in grader.report; until they are wired in here, only json is available,
 * through a stopgap that serialises the result model as it is.
 */
final class ReportFormats {
    /** A format's writer, and what it shows on stderr while the grade runs. */
    record Format(ReportWriter writer, ProgressListener progressOrNull) {
        ProgressListener progress(PrintStream err) {
            return progressOrNull != null ? progressOrNull : new ProgressListener() { };
        }
    }

    private ReportFormats() {
    }

    static Format of(String name) {
        return switch (name) {
            case "json" -> new Format(new StopgapJsonWriter(), null);
            case "human", "gradescope", "junit" -> throw new GradingException("the " + name
                    + " report is not wired into this build yet; use --format json");
            default -> throw new GradingException("unknown format " + name + ": use human, json, gradescope or junit");
        };
    }
}
