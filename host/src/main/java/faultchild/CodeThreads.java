package faultchild;

import java.util.List;
import java.util.Map;

/**
 * The threads of this process that are inside the code under test, for a check that ran out
 * of time while a fault child ran: the student needs the line of their own code that did not
 * return, not the grader's frames around the wait. The code under test is on this process's
 * class path beside the host, so it is told apart by package: every frame not of the
 * platform, the host, the lab's interfaces or the driver is the submission's.
 */
final class CodeThreads {
    private static final List<String> NOT_SUBMISSION = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.",
            "faultchild.", "subject.", "wire.", "labs.", "org.sqlite.");
    private static final int FRAMES_ABOVE = 4;
    private static final int TEXT_LIMIT = 8192;

    private CodeThreads() {
    }

    static String text() {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
            StackTraceElement[] stack = entry.getValue();
            int first = firstSubmissionFrame(stack);
            if (first >= 0 && out.length() < TEXT_LIMIT) {
                Thread thread = entry.getKey();
                out.append("thread \"").append(thread.getName()).append("\" ").append(thread.getState())
                        .append(" in a fault child\n");
                // The few frames above the submission's first one say what it waited on; below it,
                // its own callers, up to where the scenario called it.
                for (int i = Math.max(0, first - FRAMES_ABOVE); i < stack.length; i++) {
                    if (i > first && !isSubmission(stack[i])) {
                        break;
                    }
                    out.append("    at ").append(plain(stack[i])).append('\n');
                }
            }
        }
        return out.length() <= TEXT_LIMIT ? out.toString().stripTrailing() : out.substring(0, TEXT_LIMIT);
    }

    /** {@code a.B.m(B.java:12)}, without the module prefix StackTraceElement.toString adds. */
    private static String plain(StackTraceElement frame) {
        return frame.getClassName() + "." + frame.getMethodName() + "(" + frame.getFileName() + ":"
                + frame.getLineNumber() + ")";
    }

    private static int firstSubmissionFrame(StackTraceElement[] stack) {
        for (int i = 0; i < stack.length; i++) {
            if (isSubmission(stack[i])) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isSubmission(StackTraceElement frame) {
        return NOT_SUBMISSION.stream().noneMatch(frame.getClassName()::startsWith);
    }
}
