package grader.engine.worker;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.ArrayList;
import java.util.List;
import grader.engine.Frames;

/**
 * The part of a thread dump a student needs after a time-out: where the check's thread was,
 * submission frames first, and any other thread that was inside the submission (a pool
 * thread stuck in a loop or waiting for a lock).
 */
final class ThreadDumps {
    /** The name {@code SourceSubmission} gives the class loader of submission classes. */
    private static final String SUBMISSION_LOADER = "submission";
    private static final int OTHER_FRAMES = 8;

    private ThreadDumps() {
    }

    static String around(Thread checkThread) {
        long checkId = checkThread == null ? -1 : checkThread.getId();
        StringBuilder out = new StringBuilder();
        for (ThreadInfo info : ManagementFactory.getThreadMXBean().dumpAllThreads(false, false)) {
            boolean isCheck = info.getThreadId() == checkId;
            if (isCheck || inSubmission(info.getStackTrace())) {
                describe(info, isCheck, out);
            }
        }
        return out.length() == 0 ? "(no thread was inside the submission)" : out.toString().stripTrailing();
    }

    private static void describe(ThreadInfo info, boolean isCheck, StringBuilder out) {
        out.append("thread \"").append(info.getThreadName()).append("\" ").append(info.getThreadState());
        if (info.getLockName() != null) {
            out.append(" on ").append(info.getLockName());
            if (info.getLockOwnerName() != null) {
                out.append(" held by \"").append(info.getLockOwnerName()).append('"');
            }
        }
        out.append(isCheck ? " (the check's thread)" : "").append('\n');
        for (StackTraceElement frame : relevant(info.getStackTrace())) {
            out.append("    at ").append(Frames.plain(frame)).append('\n');
        }
    }

    /** Submission frames in stack order, then the top frames that are not among them. */
    private static List<StackTraceElement> relevant(StackTraceElement[] stack) {
        List<StackTraceElement> frames = new ArrayList<>();
        for (StackTraceElement frame : stack) {
            if (isSubmission(frame)) {
                frames.add(frame);
            }
        }
        int others = 0;
        // Frames below the reflective call into the check are the test framework's, of no use to a student.
        for (int i = 0; i < stack.length && others < OTHER_FRAMES && !Frames.isReflection(stack[i]); i++) {
            if (!isSubmission(stack[i])) {
                frames.add(stack[i]);
                others++;
            }
        }
        return frames;
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
        return SUBMISSION_LOADER.equals(frame.getClassLoaderName());
    }
}
