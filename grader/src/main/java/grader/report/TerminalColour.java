package grader.report;

import java.io.Console;
import java.lang.reflect.Method;

/**
 * Whether the terminal report may use colour: only when the output is an interactive terminal
 * and the {@code NO_COLOR} convention (no-color.org: set and not empty) does not forbid it.
 */
public final class TerminalColour {
    private TerminalColour() {
    }

    /** Decides from {@link System#console()} and the {@code NO_COLOR} environment variable. */
    public static boolean wanted() {
        return decide(isTerminal(System.console()), System.getenv("NO_COLOR"));
    }

    /** The rule itself, apart from the process's real surroundings. */
    public static boolean decide(boolean terminal, String noColor) {
        return terminal && (noColor == null || noColor.isEmpty());
    }

    // Up to Java 21 a console exists only on a terminal; from Java 22 it may exist without one
    // and says so through isTerminal(), which a Java 17 build can only reach reflectively.
    private static boolean isTerminal(Console console) {
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException olderJava) {
            return true;
        }
    }
}
