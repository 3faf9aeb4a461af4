package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import grader.process.CacheRoot;
import grader.report.ReportFormats;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A mistake on the command line is said in the student's language: picocli's findings
 * (unknown option, missing value, invalid value) as well as the grader's own (a step out of
 * range, an unknown lab, a missing path). None of these cases starts a worker.
 */
class UsageErrorsTests {
    @TempDir
    Path work;
    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
    private PrintStream originalErr;

    @BeforeEach
    void captureStderr() {
        originalErr = System.err;
        System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
        System.setProperty(CacheRoot.PROPERTY, work.resolve("cache").toString());
    }

    @AfterEach
    void restoreStderr() {
        System.setErr(originalErr);
        System.clearProperty(CacheRoot.PROPERTY);
    }

    /** The first line of stderr after grading with {@code args}, which must exit 2. */
    private String firstLine(String... args) {
        stderr.reset();
        assertThat(Main.run(args)).as(String.join(" ", args)).isEqualTo(2);
        return stderr.toString(StandardCharsets.UTF_8).lines().findFirst().orElse("");
    }

    private String all() {
        return stderr.toString(StandardCharsets.UTF_8);
    }

    @Test
    void picocliFindingsAreSaidInKorean() {
        assertThat(firstLine("--lang", "ko", "--stpe", "3")).isEqualTo("모르는 옵션입니다: '--stpe'");
        assertThat(all()).contains("비슷한 옵션: --step").doesNotContain("Unknown option", "Possible solutions");
        assertThat(firstLine("--lang", "ko", "--step")).isEqualTo("'--step' 옵션에 값이 필요합니다(N)");
        assertThat(all()).contains("사용법:");
        assertThat(firstLine("--lang", "ko", "--step", "abc")).isEqualTo("'--step' 옵션에는 숫자를 써야 합니다(입력: 'abc')");
        assertThat(firstLine("--lang", "ko", "--step", "2", "--step", "3")).isEqualTo("'--step' 옵션은 한 번만 쓸 수 있습니다");
        assertThat(firstLine("--lang", "ko", "init")).isEqualTo("꼭 필요한 인자가 없습니다: 'LAB|all', 'DIR'");
        assertThat(firstLine("--lang", "ko", "kit", "lease")).isEqualTo("꼭 필요한 옵션이 없습니다: '--out'");
    }

    @Test
    void picocliKeepsItsOwnWordsInEnglish() {
        assertThat(firstLine("--lang", "en", "--stpe", "3")).isEqualTo("Unknown option: '--stpe'");
        assertThat(firstLine("--lang", "en", "--step", "abc")).isEqualTo("Invalid value for option '--step': 'abc' is not an int");
    }

    @Test
    void theGradersOwnFindingsAreSaidInKoreanAndStayEnglishOtherwise() {
        assertThat(firstLine("--lang", "ko", "--step", "9"))
                .isEqualTo("grade: 채점할 수 없습니다: --step에는 1에서 8 사이의 수를 써야 합니다(입력: 9)");
        assertThat(firstLine("--lang", "en", "--step", "9")).isEqualTo("grade: cannot grade: --step must be between 1 and 8, not 9");
        assertThat(firstLine("--lang", "ko", "leases", "src")).contains("모르는 실습입니다: leases");
        assertThat(firstLine("--lang", "ko", "--format", "xml")).contains("모르는 형식입니다: xml");
        assertThat(firstLine("--lang", "ko", "--budget", "0")).contains("--budget에는");
        assertThat(firstLine("--lang", "ko", "--timeout", "-1")).contains("--timeout에는");
        assertThat(firstLine("--lang", "ko", "--sandbox", "maybe")).contains("--sandbox에는 auto, require, accounts, off");
        assertThat(firstLine("--lang", "ko", "lease", "src", "--check", "inbox.1.x")).contains("lease 실습의 검사가 아닙니다");
        String nowhere = work.resolve("nowhere").toString();
        assertThat(firstLine("--lang", "ko", "lease", nowhere)).isEqualTo("grade: 채점할 수 없습니다: 파일이나 폴더가 없습니다: " + nowhere);
        assertThat(firstLine("--lang", "en", "lease", nowhere)).isEqualTo("grade: cannot grade: no such file or folder: " + nowhere);
    }

    @Test
    void theFormatOptionListsEveryFormatInBothLanguages() {
        for (String lang : new String[] {"en", "ko"}) {
            CommandLine cli = new CommandLine(new GradeCommand());
            HelpTexts.apply(cli, lang);
            assertThat(String.join(" ", cli.getCommandSpec().findOption("--format").description())).as(lang)
                    .contains(ReportFormats.names());
        }
    }
}
