package grader.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A timed-out check's thread dump reads as Java prints a stack: innermost frame first, in call order. */
class ThreadDumpsTests {

    @Test
    void framesKeepCallOrderWithSubmissionFramesAmongTheOthers() {
        List<StackTraceElement> stack = new ArrayList<>();
        stack.add(jdk("java.lang.Thread", "sleep"));
        stack.add(submission("student.Lease", "waitForLock", 40));
        stack.add(jdk("java.util.concurrent.locks.LockSupport", "park"));
        stack.add(submission("student.Lease", "renew", 12));
        stack.add(app("grader.checks.lease.Step5RenewChecks", "renewsOwnLease", 30));
        stack.add(jdk("jdk.internal.reflect.DirectMethodHandleAccessor", "invoke"));
        stack.add(app("org.junit.platform.Engine", "execute", 5));

        assertThat(ThreadDumps.frameLines(stack.toArray(StackTraceElement[]::new))).containsExactly(
                "at java.lang.Thread.sleep(Native Method)",
                "at student.Lease.waitForLock(Lease.java:40)",
                "at java.util.concurrent.locks.LockSupport.park(Native Method)",
                "at student.Lease.renew(Lease.java:12)",
                "at grader.checks.lease.Step5RenewChecks.renewsOwnLease(Step5RenewChecks.java:30)",
                "... 2 frames left out");
    }

    @Test
    void deepSubmissionFramesAreKeptAndEachGapIsMarked() {
        List<StackTraceElement> stack = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            stack.add(jdk("java.util.HashMap", "get" + i));
        }
        stack.add(submission("student.Lease", "loop", 7));
        stack.add(app("grader.checks.lease.Step5RenewChecks", "renewsOwnLease", 30));

        List<String> lines = ThreadDumps.frameLines(stack.toArray(StackTraceElement[]::new));
        assertThat(lines).hasSize(8 + 3);
        assertThat(lines.get(0)).isEqualTo("at java.util.HashMap.get0(Native Method)");
        assertThat(lines.subList(8, 11)).containsExactly("... 4 frames left out", "at student.Lease.loop(Lease.java:7)",
                "... 1 frame left out");
    }

    private static StackTraceElement jdk(String type, String method) {
        return new StackTraceElement(null, "java.base", null, type, method, null, -2);
    }

    private static StackTraceElement submission(String type, String method, int line) {
        return new StackTraceElement("submission", null, null, type, method, simpleName(type) + ".java", line);
    }

    private static StackTraceElement app(String type, String method, int line) {
        return new StackTraceElement("app", null, null, type, method, simpleName(type) + ".java", line);
    }

    private static String simpleName(String type) {
        return type.substring(type.lastIndexOf('.') + 1);
    }
}
