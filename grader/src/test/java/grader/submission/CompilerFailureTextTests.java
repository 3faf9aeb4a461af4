package grader.submission;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** When javac fails without an error of the code, the report names why, and a limit of the grader's as such. */
class CompilerFailureTextTests {

    @Test
    void runningOutOfMemoryIsNamedAsTheGradersLimit(@TempDir Path sources) throws Exception {
        Path big = Files.write(sources.resolve("Big.java"), new byte[3 << 20]);
        String said = "An exception has occurred in the compiler (17).\njava.lang.OutOfMemoryError: Java heap space\n";
        String text = SubmissionCompiler.withoutDiagnostics(said, List.of(big));
        assertThat(text).contains("ran out of memory").contains("a limit of the grader's").contains("3 MB");
    }

    @Test
    void otherwiseTheFirstThingJavacSaidIsShown() {
        assertThat(SubmissionCompiler.withoutDiagnostics("\n  error: invalid flag: -x\nmore", List.of()))
                .isEqualTo("the compiler failed: error: invalid flag: -x");
        assertThat(SubmissionCompiler.withoutDiagnostics("", List.of())).isEqualTo("the compiler failed without a message");
    }
}
