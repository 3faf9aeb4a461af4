package grader.judge;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.ArrayList;
import java.util.List;
import grader.check.Frames;

/**
 * The part of a thread dump a student needs after a time-out: where the check's thread was,
 * innermost frame first as Java prints it, and any other thread that was inside the submission (a pool
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
        for (String line : frameLines(info.getStackTrace())) {
            out.append("    ").append(line).append('\n');
        }
    }

    /**
     * The frames a student needs, in the order Java prints them (innermost first): every
     * submission frame, and the first few others above the reflective call into the check;
     * each run of left-out frames is one "..." line, so the order stays readable.
     */
    static List<String> frameLines(StackTraceElement[] stack) {
        List<String> lines = new ArrayList<>();
        int others = 0;
        int leftOut = 0;
        // Frames below the reflective call into the check are the test framework's, of no use to a student.
        boolean belowCheck = false;
        for (StackTraceElement frame : stack) {
            belowCheck |= Frames.isReflection(frame);
            boolean submission = isSubmission(frame);
            if (!submission && (belowCheck || others >= OTHER_FRAMES)) {
                leftOut++;
                continue;
            }
            addLeftOut(lines, leftOut);
            leftOut = 0;
            lines.add("at " + Frames.plain(frame));
            others += submission ? 0 : 1;
        }
        addLeftOut(lines, leftOut);
        return lines;
    }

    private static void addLeftOut(List<String> lines, int count) {
        if (count > 0) {
            lines.add("... " + count + (count == 1 ? " frame" : " frames") + " left out");
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
        return SUBMISSION_LOADER.equals(frame.getClassLoaderName());
    }
}
