package grader.cli;

import java.util.Locale;
import grader.coordinator.GradingException;
import grader.report.Messages;

/** A mistake on the command line, its English text taken from the report bundle's {@code bad.<key>}. */
final class UsageError {
    private UsageError() {
    }

    static GradingException of(String key, Object... args) {
        return new GradingException(Messages.of(Locale.ENGLISH).text("bad." + key, args), key, args);
    }

    /** What the user reads: the text in their language when it has one, else the message as it is. */
    static String text(Throwable e, Messages messages) {
        if (e instanceof GradingException g && g.key().isPresent()) {
            return messages.text("bad." + g.key().get(), g.args().toArray());
        }
        return e.getMessage();
    }
}
