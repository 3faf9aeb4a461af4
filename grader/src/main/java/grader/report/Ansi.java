package grader.report;

import grader.model.Status;

/** ANSI colour for the terminal, or plain text when switched off. */
final class Ansi {
    private static final String RESET = "\u001b[0m";
    private static final String BOLD = "\u001b[1m";
    private static final String RED = "\u001b[31m";
    private static final String GREEN = "\u001b[32m";
    private static final String YELLOW = "\u001b[33m";
    private static final String DIM = "\u001b[2m";

    private final boolean enabled;

    Ansi(boolean enabled) {
        this.enabled = enabled;
    }

    String bold(String text) {
        return wrap(BOLD, text);
    }

    String dim(String text) {
        return wrap(DIM, text);
    }

    /** Green for passed, yellow for what is not yet attempted, red for everything wrong. */
    String forStatus(Status status, String text) {
        return switch (status) {
            case PASSED -> wrap(GREEN, text);
            case SKIPPED, NOT_IMPLEMENTED -> wrap(YELLOW, text);
            default -> wrap(RED, text);
        };
    }

    private String wrap(String code, String text) {
        return enabled ? code + text + RESET : text;
    }
}
