package grader.judge;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.ArrayList;
import java.util.List;
import subject.Frames;

/**
 * The part of the judge's thread dump a student needs after a time-out: where the check's
 * thread was, innermost frame first as Java prints it (the submission's own frames come from
 * its subject, see {@code Subject.dump}).
 */
final class ThreadDumps {
    /** The name {@code SourceSubmission} gives the class loader of submission classes. */
    private static final String SUBMISSION_LOADER = "submission";
    private static final int OTHER_FRAMES = 8;

    private ThreadDumps() {
    }

    static String around(Thread checkThread) {
        StringBuilder out = new StringBuilder();
        if (checkThread != null) {
            ThreadInfo info = ManagementFactory.getThreadMXBean().getThreadInfo(new long[] {checkThread.getId()},
                    true, true)[0];
            if (info != null) {
                describe(info, true, out);
            }
        }
        return out.length() == 0 ? "(the check's thread had ended)" : out.toString().stripTrailing();
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

    private static boolean isSubmission(StackTraceElement frame) {
        return SUBMISSION_LOADER.equals(frame.getClassLoaderName());
    }
}
