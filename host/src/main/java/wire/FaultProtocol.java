package wire;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * The line protocol between a fault child and the grader, one message a line:
 * {@code TYPE payload}. The child speaks first and the grader assumes the child died until
 * it hears otherwise. Payloads are escaped so that a message never spans two lines.
 */
public final class FaultProtocol {
    /**
     * The child's first line: the token its command line gave it, so that the grader takes
     * the channel of its own child and no other process's (the subject's, say) for it.
     */
    public static final String HELLO = "HELLO";
    /** The implementation was loaded and the scenario is about to start. */
    public static final String READY = "READY";
    /** An operation the scenario is about to do: the child's short history. */
    public static final String OP = "OP";
    /** The code under test called the fault hook at this point (not the one chosen). */
    public static final String HIT = "HIT";
    /** The chosen fault point was reached: every writing thread is now blocked. */
    public static final String FAULT = "FAULT";
    /** The scenario waits for {@link #GO}, holding what it has done so far (a stall). */
    public static final String PAUSED = "PAUSED";
    /** The scenario ended normally with this result. */
    public static final String DONE = "DONE";
    /** The scenario ended with an exception: its type, message and the class that threw it. */
    public static final String ERROR = "ERROR";
    /** From the grader: a paused scenario may go on. */
    public static final String GO = "GO";
    /** From the grader, at a check's time limit: say where the code under test is, as {@link #THREADS}. */
    public static final String DUMP = "DUMP";
    /** The child's threads that are inside the code under test, with their frames: the answer to {@link #DUMP}. */
    public static final String THREADS = "THREADS";
    /**
     * From the grader to a spare child, started before it was needed and waiting: the
     * implementation, scenario and arguments it runs now, as {@link #job} wrote them.
     */
    public static final String JOB = "JOB";

    /** Starts the {@link #OP} payload of each statement a stopped call reaches (see {@link #statement}). */
    private static final String STATEMENT = "statement ";

    /** Ends an {@link #ERROR} payload: the grader tells a starter stub by the class that threw. */
    private static final String THROWN_IN = " (thrown in ";

    private FaultProtocol() {
    }

    /**
     * The point a child reports as its {@link #FAULT} when it stopped a call before the call's
     * {@code n}-th SQL statement (counted from 1) instead of at a fault hook.
     */
    public static String beforeStatement(int n) {
        return "before-statement-" + n;
    }

    /** The {@link #OP} a child stopping a call before a statement reports for the {@code n}-th one it reaches. */
    public static String statement(int n, String label) {
        return STATEMENT + n + ": " + label;
    }

    /** The first words of the statement an {@link #OP} payload of {@link #statement} names, or null for another payload. */
    public static String statementLabel(String opPayload) {
        return opPayload.matches(STATEMENT + "\\d+: .*") ? opPayload.substring(opPayload.indexOf(": ") + 2) : null;
    }

    /** The payload of an {@link #ERROR}: type, message, and the class of the throwing frame. */
    public static String error(Throwable thrown) {
        StackTraceElement[] trace = thrown.getStackTrace();
        String where = trace.length == 0 ? "" : THROWN_IN + trace[0].getClassName() + ")";
        return thrown.getClass().getName() + " " + thrown.getMessage() + where;
    }

    /** The class named by {@link #error}, or null when the payload names none. */
    public static String thrownIn(String errorPayload) {
        int at = errorPayload.lastIndexOf(THROWN_IN);
        return at < 0 || !errorPayload.endsWith(")") ? null
                : errorPayload.substring(at + THROWN_IN.length(), errorPayload.length() - 1);
    }

    /**
     * The payload of a {@link #JOB}: the implementation, the scenario and its arguments, each
     * word Base64 of its UTF-8 bytes, so that no word's spaces or line breaks split it.
     */
    public static String job(String implementation, String scenario, List<String> args) {
        List<String> words = new ArrayList<>(List.of(implementation, scenario));
        words.addAll(args);
        StringBuilder out = new StringBuilder();
        for (String word : words) {
            out.append(out.length() == 0 ? "" : " ")
                    .append(Base64.getEncoder().encodeToString(word.getBytes(StandardCharsets.UTF_8)));
        }
        return out.toString();
    }

    /** The words of a {@link #job} payload: implementation, scenario, then the arguments. */
    public static List<String> jobWords(String payload) {
        List<String> words = new ArrayList<>();
        for (String word : payload.split(" ", -1)) {
            words.add(new String(Base64.getDecoder().decode(word), StandardCharsets.UTF_8));
        }
        return words;
    }

    /** One protocol line: the type, a space, the escaped payload. */
    public static String line(String type, String payload) {
        return payload == null || payload.isEmpty() ? type : type + " " + escape(payload);
    }

    /** The type of a received line. */
    public static String typeOf(String line) {
        int space = line.indexOf(' ');
        return space < 0 ? line : line.substring(0, space);
    }

    /** The unescaped payload of a received line, empty when there is none. */
    public static String payloadOf(String line) {
        int space = line.indexOf(' ');
        return space < 0 ? "" : unescape(line.substring(space + 1));
    }

    static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 'r' ? '\r' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
