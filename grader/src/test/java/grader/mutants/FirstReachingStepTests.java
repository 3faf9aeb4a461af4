package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeSet;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.mutants.report.LabMethodSteps;
import org.junit.jupiter.api.Test;

/** Which steps a mutant need not be graded at: only those whose checks cannot run its change. */
class FirstReachingStepTests {
    private static final String SOURCE = """
            class Tiny implements TinyLab {
                public void init() { create(); }
                public boolean enqueue(String id) { return insert(id); }
                public Long claim(String id) { return state(id) == null ? null : 1L; }
                public Object state(String id) { return read(id); }
                public java.util.List<Long> claimMany(java.util.List<String> ids) {
                    return ids.stream().map(this::claim).toList();
                }
                private void create() { }
                private boolean insert(String id) { return true; }
                private Object read(String id) { return id; }
            }
            """;
    private static final Map<String, TreeSet<Integer>> STEPS = Map.of(
            "init", new TreeSet<>(List.of(1)), "enqueue", new TreeSet<>(List.of(2)),
            "state", new TreeSet<>(List.of(3)), "claim", new TreeSet<>(List.of(4)),
            "claimMany", new TreeSet<>(List.of(8)));

    private static OptionalInt at(String text) {
        int offset = SOURCE.indexOf(text);
        Mutant m = new Mutant("tiny:1", "lease", 0, "Tiny.java", "x", offset, text, "y", "why", false);
        return new FirstReachingStep(STEPS).of(m, SOURCE);
    }

    @Test
    void aChangeInALabMethodIsReachedFromTheLowestStepOfEveryLabMethodThatCallsIt() {
        assertThat(at("return insert(id)")).hasValue(2);
        assertThat(at("state(id) == null")).as("claim is step 4, and only claimMany calls it").hasValue(4);
        assertThat(at("return read(id)")).as("state is called by claim (4) but is itself step 3").hasValue(3);
        assertThat(at("ids.stream()")).hasValue(8);
    }

    @Test
    void aChangeOutsideALabMethodGivesNoAnswer() {
        assertThat(at("return true;")).as("a helper").isEmpty();
        assertThat(at("class Tiny")).as("no method").isEmpty();
    }

    @Test
    void everyLabMethodHasItsStepsInTheJavadoc() throws Exception {
        for (Lab lab : Lab.all()) {
            Map<String, TreeSet<Integer>> steps = LabMethodSteps.of(ProjectPaths.root().resolve("lab-api/src/main/java"),
                    lab);
            List<String> abstractMethods = Arrays.stream(lab.api().getMethods())
                    .filter(m -> Modifier.isAbstract(m.getModifiers())).map(Method::getName).toList();
            assertThat(steps).as(lab.id()).containsKeys(abstractMethods.toArray(String[]::new));
        }
    }

    @Test
    void noAuthoredChangeIsOutOfReachOfItsOwnStep() throws Exception {
        for (AuthoredMutant fixture : AuthoredMutant.readAll(ProjectPaths.fixtures().resolve("mutants"))) {
            Path file = ProjectPaths.referenceSources().resolve(fixture.file());
            Mutant mutant = Mutant.of(fixture, Files.isRegularFile(file) ? Files.readString(file) : null);
            Lab lab = Lab.byId(fixture.lab()).orElseThrow();
            OptionalInt first = new FirstReachingStep(LabMethodSteps.of(
                    ProjectPaths.root().resolve("lab-api/src/main/java"), lab))
                    .of(mutant, Files.isRegularFile(file) ? Files.readString(file) : null);
            if (first.isPresent()) {
                assertThat(first.getAsInt()).as(mutant.id() + " can first be reached at step " + first.getAsInt())
                        .isLessThanOrEqualTo(fixture.step());
            }
        }
    }
}
