package grader.fault;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import faultchild.FaultChildMain;
import grader.process.ChildRuntime;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import wire.ArgWords;
import wire.FaultProtocol;

/**
 * A fault child gets the arguments the grader meant whatever the locale it starts under. A
 * Gradescope image or a cleared environment has no LANG; the JVM then decodes its argv as
 * ASCII, and a generated job id such as {@code 잡-2} used to reach the worker as {@code ??-2}:
 * the reference's claim found no row, and a correct submission failed a crash check.
 */
class ChildArgumentsUnderAnyLocaleSystemTest {
    @AfterEach
    void endSpares() {
        FaultChild.endSpares();  // the spare a child started ahead of the next is this JVM's child too
    }

    private static final Duration BOUND = Duration.ofSeconds(30);
    private static final String KOREAN_ID = "잡-2";
    private static final String KOREAN_CODE_POINTS = "U+C7A1 U+002D U+0032";

    @Test
    void wordsRoundTripAndPlainOnesStayReadable() {
        for (String arg : List.of("job-1", KOREAN_ID, "", "tab\there", ArgWords.PREFIX + "x", "é ✓ 😀")) {
            assertThat(ArgWords.decode(ArgWords.encode(arg))).isEqualTo(arg);
            assertThat(ArgWords.encode(arg).chars()).allMatch(c -> c >= 0x20 && c <= 0x7e);
        }
        assertThat(ArgWords.encode("job-1")).isEqualTo("job-1");
        assertThat(ArgWords.encode(KOREAN_ID)).startsWith(ArgWords.PREFIX);
    }

    @Test
    void aKoreanIdReachesTheChildIntact() throws Exception {
        try (FaultChild child = codePointsChild()) {
            ChildMessage end = child.awaitEnd(BOUND);
            assertThat(end.type()).isEqualTo(FaultProtocol.DONE);
            assertThat(end.payload()).isEqualTo("U+006A U+006F U+0062 | " + KOREAN_CODE_POINTS);
        }
    }

    @Test
    void aKoreanIdReachesTheChildIntactUnderTheCLocale() throws Exception {
        String replay;
        try (FaultChild child = codePointsChild()) {
            child.awaitEnd(BOUND);
            replay = child.replayCommand();
        }
        Process process = new ProcessBuilder("/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "LC_ALL=C", "/bin/bash", "-c",
                replay).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        try {
            process.getOutputStream().close();
            String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(stderr).contains(FaultProtocol.line(FaultProtocol.DONE, "U+006A U+006F U+0062 | "
                    + KOREAN_CODE_POINTS));
        } finally {
            process.destroyForcibly().waitFor();
        }
    }

    private static FaultChild codePointsChild() throws Exception {
        return FaultChild.start(ChildRuntime.shared(), "probe", List.of(), FaultChildMain.NO_LAB, "probe.code-points",
                List.of("job", KOREAN_ID));
    }
}
