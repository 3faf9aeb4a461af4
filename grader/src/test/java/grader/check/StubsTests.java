package grader.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import grader.check.CheckOutcomes;
import grader.model.Status;
import grader.submission.SourceSubmission;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Not implemented" is only for an UnsupportedOperationException that the submission's own
 * class threw, and such a stub never satisfies a check that expects some exception; one that
 * a JDK collection raises is a failure of the attempt, with what was tried.
 */
class StubsTests {
    @TempDir
    static Path work;

    private static Callable<Object> submissionStub;
    private static Callable<Object> submissionChangingAnImmutableMap;

    @BeforeAll
    static void compileASubmission() throws Exception {
        Path src = Files.createDirectories(work.resolve("src/student"));
        Files.writeString(src.resolve("Stub.java"), "package student;\n"
                + "public class Stub implements java.util.concurrent.Callable<Object> {\n"
                + "    public Object call() { throw new UnsupportedOperationException(\"step 4: claim\"); }\n"
                + "}\n");
        Files.writeString(src.resolve("Frozen.java"), "package student;\n"
                + "public class Frozen implements java.util.concurrent.Callable<Object> {\n"
                + "    public Object call() { return java.util.Map.of().put(\"a\", 1); }\n"
                + "}\n");
        SourceSubmission.Outcome outcome = SourceSubmission.load(work.resolve("src"), work.resolve("classes"));
        assertThat(outcome.problems()).isEmpty();
        submissionStub = instance(outcome, "student.Stub");
        submissionChangingAnImmutableMap = instance(outcome, "student.Frozen");
    }

    @SuppressWarnings("unchecked")
    private static Callable<Object> instance(SourceSubmission.Outcome outcome, String name) throws Exception {
        return (Callable<Object>) outcome.submission().loader().loadClass(name).getDeclaredConstructor().newInstance();
    }

    @Test
    void aStubIsNotTheExceptionACheckExpects() {
        Throwable thrown = catchThrowable(() -> Expect.trying("claim(db, ...) on a broken database")
                .throwsA(Exception.class, submissionStub::call));
        assertThat(thrown).isInstanceOf(UnsupportedOperationException.class).isNotInstanceOf(CheckFailure.class)
                .hasMessage("step 4: claim");
        assertThat(CheckOutcomes.classify(thrown)).isEqualTo(Status.NOT_IMPLEMENTED);
    }

    @Test
    void aStubIsNotImplementedWhereAValueIsExpected() {
        Throwable thrown = catchThrowable(() -> Expect.trying("claim(db, ...)").returns(1L, submissionStub::call));
        assertThat(CheckOutcomes.classify(thrown)).isEqualTo(Status.NOT_IMPLEMENTED);
    }

    @Test
    void aJdkCollectionRefusingAChangeInTheCheckFailsWithWhatWasTried() {
        Map<String, Object> state = Map.of("job-1", "A");
        Throwable thrown = catchThrowable(() -> Expect.trying("put a row into the map state(db) returned")
                .returns(() -> state.put("job-2", "B")));
        assertThat(thrown).isInstanceOf(CheckFailure.class);
        assertThat(((CheckFailure) thrown).tried()).isEqualTo("put a row into the map state(db) returned");
        assertThat(((CheckFailure) thrown).actual()).contains("UnsupportedOperationException");
        assertThat(CheckOutcomes.classify(thrown)).isEqualTo(Status.FAILED);
    }

    @Test
    void aJdkCollectionRefusingAChangeInsideTheSubmissionIsNoStub() {
        Throwable thrown = catchThrowable(() -> Expect.trying("state(db)").returns(submissionChangingAnImmutableMap::call));
        assertThat(thrown).isInstanceOf(CheckFailure.class);
        assertThat(CheckOutcomes.classify(thrown)).isEqualTo(Status.FAILED);
    }

    @Test
    void aJdkUnsupportedOperationEscapingACheckIsAnErrorNotAStub() {
        Throwable thrown = catchThrowable(() -> Map.of().clear());
        assertThat(thrown).isInstanceOf(UnsupportedOperationException.class);
        assertThat(CheckOutcomes.classify(thrown)).isEqualTo(Status.ERROR);
    }

    @Test
    void aStubSeenInAFaultChildStaysNotImplemented() {
        assertThatThrownBy(() -> Stubs.rethrowIfStub(new NotImplemented("in process A: step 4")))
                .isInstanceOf(NotImplemented.class);
        assertThat(CheckOutcomes.classify(new NotImplemented("in process A: step 4"))).isEqualTo(Status.NOT_IMPLEMENTED);
    }
}
