package subject;

import java.util.Map;

/**
 * The part of a thread dump a student needs after a time-out: each thread serving a call of
 * the judge (the check's thread) and any other thread inside the submission, submission
 * frames first.
 */
final class SubmissionDump {
    /** The name the host gives the class loader of submission classes. */
    private static final int OTHER_FRAMES = 8;

    private SubmissionDump() {
    }

    static String text() {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
            Thread thread = entry.getKey();
            StackTraceElement[] stack = entry.getValue();
            if (inSubmission(stack)) {
                boolean serving = thread.getName().startsWith(Host.CALL_THREAD);
                out.append("thread \"").append(thread.getName()).append("\" ").append(thread.getState())
                        .append(serving ? " (the check's thread)" : "").append('\n');
                appendFrames(stack, out);
            }
        }
        return out.toString().stripTrailing();
    }

    private static void appendFrames(StackTraceElement[] stack, StringBuilder out) {
        for (StackTraceElement frame : stack) {
            if (isSubmission(frame)) {
                out.append("    at ").append(Frames.plain(frame)).append('\n');
            }
        }
        int others = 0;
        for (int i = 0; i < stack.length && others < OTHER_FRAMES && !stack[i].getClassName().startsWith("subject."); i++) {
            if (!isSubmission(stack[i])) {
                out.append("    at ").append(Frames.plain(stack[i])).append('\n');
                others++;
            }
        }
    }

    private static boolean inSubmission(StackTraceElement[] stack) {
        for (StackTraceElement frame : stack) {
            if (isSubmission(frame)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSubmission(StackTraceElement frame) {
        return SubmissionLoader.NAME.equals(frame.getClassLoaderName());
    }
}
