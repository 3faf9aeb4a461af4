package grader.coordinator.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import grader.report.Messages;
import org.junit.jupiter.api.Test;

/**
 * A timed-out check says the code may loop and names the submission's own frame, not the
 * grader's around it, and the report shows that message in Korean (its forms are in the
 * report bundle: a change to either side fails here).
 */
class TimeLimitMessageTests {
    /** As the watchdog sends it: the subject's thread inside the submission, then the check's frames. */
    private static final String DUMP = String.join("\n",
            "thread \"judge-call-1\" RUNNABLE (the check's thread)",
            "    at java.util.LinkedHashMap.get(LinkedHashMap.java:441)",
            "    at shop.Outbox.dispatch(Outbox.java:113)",
            "    at subject.SubjectMain.call(SubjectMain.java:70)",
            "called by the check:",
            "    at grader.checks.outbox.Step7DispatchChecks.deliversInOrder(Step7DispatchChecks.java:40)");
    private static final String GRADER_ONLY = String.join("\n",
            "thread \"main\" TIMED_WAITING (the check's thread)",
            "    at grader.fault.FaultChild.awaitEnd(FaultChild.java:74)",
            "    at grader.check.crash.CrashRun.result(CrashRun.java:96)");

    @Test
    void theMessageNamesTheSubmissionsFrameAndMayLoop() {
        assertThat(TimeLimitMessage.submissionFrame(DUMP)).contains("shop.Outbox.dispatch(Outbox.java:113)");
        assertThat(TimeLimitMessage.of("10.0 s", DUMP)).contains("may loop or wait forever at "
                + "shop.Outbox.dispatch(Outbox.java:113)").endsWith(DUMP);
        assertThat(TimeLimitMessage.submissionFrame(GRADER_ONLY)).isEmpty();
        assertThat(TimeLimitMessage.of("10.0 s", GRADER_ONLY)).contains("may loop or wait forever.").endsWith(GRADER_ONLY);
    }

    @Test
    void koreanShowsBothFormsInKoreanWithTheFrameAndTheDump() {
        Messages korean = Messages.of(Locale.KOREAN);
        String looping = korean.value(TimeLimitMessage.of("10.0 s", DUMP));
        assertThat(looping).startsWith("10.0 s 안에 판정이 나오지 않았습니다")
                .contains("코드가 shop.Outbox.dispatch(Outbox.java:113)에서 끝없이 돌거나")
                .contains("스레드 \"judge-call-1\" RUNNABLE(검사의 스레드)", "검사가 부른 곳:")
                .doesNotContain("the check's thread", "called by the check");
        assertThat(frames(looping)).isEqualTo(frames(DUMP));
        String waiting = korean.value(TimeLimitMessage.of("10.0 s", GRADER_ONLY));
        assertThat(waiting).contains("코드가 끝없이 돌거나", "스레드 \"main\" TIMED_WAITING(검사의 스레드)")
                .doesNotContain("no verdict", "the check's thread");
        assertThat(frames(waiting)).isEqualTo(frames(GRADER_ONLY));
        assertThat(Messages.of(Locale.ENGLISH).value(TimeLimitMessage.of("10.0 s", DUMP)))
                .isEqualTo(TimeLimitMessage.of("10.0 s", DUMP));
    }

    /** The stack frames, which stay as the JVM wrote them in every language. */
    private static java.util.List<String> frames(String text) {
        return text.lines().filter(line -> line.startsWith("    at ")).toList();
    }
}
