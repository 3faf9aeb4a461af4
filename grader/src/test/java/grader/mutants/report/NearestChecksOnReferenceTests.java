package grader.mutants.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.mutants.AuthoredMutant;
import grader.mutants.LabAnswerFiles;
import grader.mutants.Mutant;
import org.junit.jupiter.api.Test;

/**
 * The nearest checks of changes in the real reference: a change in a field or a shared
 * helper names the steps of the lab methods that use it, and a change no lab method uses
 * names its intended step (authored) or step 1 (generated), saying why.
 */
class NearestChecksOnReferenceTests {
    @Test
    void anSqlConstantIsTracedToTheOneLabMethodThatUsesIt() throws IOException {
        Mutant held = authored("batch", "3-held-lease-claimable");
        NearestChecks.Trace trace = trace(held);
        assertThat(trace.changedIn()).containsExactly("field CLAIM");
        assertThat(trace.labMethods()).containsExactly("claim");
        assertThat(trace.steps()).containsExactly(3);
        assertThat(NearestStep.of(held, trace)).isEqualTo(new NearestStep(trace, 3, NearestStep.Reason.INTENDED_TRACED));
    }

    @Test
    void aConstantUsedThroughAHelperIsTracedThroughTheHelper() throws IOException {
        Mutant status = authored("batch", "4-pay-ignores-status");
        NearestChecks.Trace trace = trace(status);
        assertThat(trace.changedIn()).containsExactly("field OWNED");
        assertThat(trace.labMethods()).as("OWNED <- payOwnedJob <- pay").containsExactly("pay");
        assertThat(trace.steps()).containsExactly(4, 5, 7);
        assertThat(NearestStep.of(status, trace).step()).as("the author's should-die-at step, not 1").isEqualTo(4);
    }

    @Test
    void aHelperSharedByTwoLabMethodsNamesTheStepsOfBoth() throws IOException {
        Mutant m = generated("lease", "reference/lease/LeaseReference.java", "!(ttl > 0)", "ttl > 0");
        NearestChecks.Trace trace = trace(m);
        assertThat(trace.changedIn()).containsExactly("method requirePositive()");
        assertThat(trace.labMethods()).containsExactly("claim", "renew");
        assertThat(trace.steps()).containsExactly(4, 5);
        assertThat(NearestStep.of(m, trace)).isEqualTo(new NearestStep(trace, 4, NearestStep.Reason.LOWEST_TRACED));
    }

    @Test
    void aHelperInAnotherFileIsTracedToEveryLabMethodThatCallsIt() throws IOException {
        Mutant m = generated("batch", "reference/batch/Sql.java", "keep ? \"COMMIT\" : \"ROLLBACK\"",
                "\"COMMIT\"");
        NearestChecks.Trace trace = trace(m);
        assertThat(trace.changedIn()).containsExactly("method inTransaction()");
        assertThat(trace.labMethods()).containsExactly("enqueue", "initDb", "pay");
    }

    @Test
    void aWorkerMethodIsNotTracedToEveryOtherMethodOfItsName() throws IOException {
        Mutant m = generated("batch", "reference/batch/WorkerPool.java", "paid += outcome(result);", "paid += 1;");
        NearestChecks.Trace trace = trace(m);
        assertThat(trace.changedIn()).containsExactly("method run()");
        assertThat(trace.labMethods()).as("Sql.Work's run() takes no argument; WorkerPool.run takes one")
                .containsExactly("runPending");
        assertThat(trace.steps()).containsExactly(6);
    }

    @Test
    void aChangeOutsideAnyMethodOrFieldNamesItsIntendedStepAndSaysWhy() throws IOException {
        String header = "public class LeaseReference implements LeaseLab {";
        Mutant authoredChange = new Mutant("lease/header", "lease", 4, "reference/lease/LeaseReference.java",
                "authored", offsetIn("reference/lease/LeaseReference.java", header), header,
                "public final class LeaseReference implements LeaseLab {", "why", false);
        NearestChecks.Trace trace = trace(authoredChange);
        assertThat(trace.found()).isFalse();
        assertThat(trace.changedIn()).containsExactly("code outside any method or field in LeaseReference.java");
        NearestStep nearest = NearestStep.of(authoredChange, trace);
        assertThat(nearest).isEqualTo(new NearestStep(trace, 4, NearestStep.Reason.INTENDED_UNTRACED));
        assertThat(nearest.line(java.util.List.of("lease.4.a")))
                .isEqualTo("code outside any method or field in LeaseReference.java: the trace found no lab method that"
                        + " uses it; checks of step 4, its intended step: lease.4.a");
        Mutant generatedChange = generated("lease", "reference/lease/LeaseReference.java", header,
                "public final class LeaseReference implements LeaseLab {");
        assertThat(NearestStep.of(generatedChange, trace(generatedChange)).reason())
                .isEqualTo(NearestStep.Reason.UNTRACED);
    }

    @Test
    void noAuthoredMutantOfAnyLabIsLeftUntraced() throws IOException {
        for (AuthoredMutant fixture : AuthoredMutant.readAll(ProjectPaths.fixtures().resolve("mutants"))) {
            Mutant m = Mutant.of(fixture, Files.readString(ProjectPaths.referenceSources().resolve(fixture.file())));
            assertThat(trace(m).found()).as(m.id() + " sits in " + trace(m).changedIn()).isTrue();
        }
    }

    private static Mutant authored(String lab, String name) throws IOException {
        AuthoredMutant fixture = AuthoredMutant.read(ProjectPaths.fixtures().resolve("mutants/" + lab + "/" + name + ".json"));
        return Mutant.of(fixture, Files.readString(ProjectPaths.referenceSources().resolve(fixture.file())));
    }

    private static Mutant generated(String lab, String file, String original, String replacement) throws IOException {
        return new Mutant(lab + ":test", lab, 0, file, "test", offsetIn(file, original), original, replacement, "",
                false);
    }

    private static int offsetIn(String file, String text) throws IOException {
        String source = Files.readString(ProjectPaths.referenceSources().resolve(file));
        assertThat(source.indexOf(text)).as(text + " occurs once in " + file)
                .isNotNegative().isEqualTo(source.lastIndexOf(text));
        return source.indexOf(text);
    }

    private static NearestChecks.Trace trace(Mutant m) throws IOException {
        Lab lab = Lab.byId(m.lab()).orElseThrow();
        NearestChecks nearest = new NearestChecks(LabMethodSteps.of(ProjectPaths.root().resolve("lab-api/src/main/java"), lab));
        return nearest.of(m, LabAnswerFiles.beside(ProjectPaths.referenceSources(), m.file()));
    }
}
