package grader.process.cds;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What of a JVM's list of loaded classes may go into the shared archive. */
class ClassListTests {
    private static final List<String> LIST = List.of(
            "# NOTE: Do not modify this file.",
            "java/lang/Object id: 0",
            "grader/cli/Main",
            "@lambda-proxy grader/cli/Main run ()Ljava/lang/Runnable; ()V REF_invokeStatic grader/cli/Main lambda$run$0 ()V ()V",
            "@lambda-form-invoker [LF_RESOLVE] java.lang.invoke.DirectMethodHandle$Holder invokeStatic L7_L",
            "student/Evil id: 7 super: 0 source: /tmp/evil.jar",
            "",
            "not a class name; rm -rf");

    @Test
    void aGraderJvmsListKeepsNamesAndLambdasWithoutIds() {
        assertThat(ClassList.clean(LIST, false)).containsExactly("java/lang/Object", "grader/cli/Main",
                LIST.get(3), LIST.get(4));
    }

    @Test
    void aListThatSubmissionCodeCouldWriteGivesPlainClassNamesOnly() {
        assertThat(ClassList.clean(LIST, true)).containsExactly("java/lang/Object", "grader/cli/Main");
    }
}
