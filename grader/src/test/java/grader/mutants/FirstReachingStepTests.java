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
    void aChangeInAPrivateHelperIsReachedFromItsCallers() {
        assertThat(at("return true;")).as("insert is private; only enqueue (2) calls it").hasValue(2);
    }

    @Test
    void aChangeOutsideAnyMethodGivesNoAnswer() {
        assertThat(at("class Tiny")).isEmpty();
    }

    private static final String SHOP = """
            class Shop implements ShopLab {
                private final Cache cache = Cache.warm();
                public void init() { Rules.check("x"); printer.render("x"); }
                public boolean buy(String id) { try (Session s = Session.open()) { return Rules.check(id); } }
                public String show(String id) { return "item " + new Item(id) + Format.render(id); }
            }
            """;
    private static final String HELPERS = """
            final class Rules {
                static boolean check(String id) { return normalise(id).isEmpty(); }
                private static String normalise(String id) { return id.strip(); }
            }
            final class Session implements AutoCloseable {
                static Session open() { return new Session(); }
                public void close() { flush(); }
                private void flush() { }
            }
            final class Item {
                private final String id;
                Item(String id) { this.id = id; }
                public String toString() { return label(); }
                private String label() { return id; }
            }
            final class Cache {
                static Cache warm() { return new Cache(); }
                Cache() { fill(); }
                private void fill() { int filled = 1; }
            }
            final class Format {
                static String render(String s) { return s.trim(); }
            }
            """;
    private static final Map<String, TreeSet<Integer>> SHOP_STEPS = Map.of(
            "init", new TreeSet<>(List.of(1)), "buy", new TreeSet<>(List.of(3)), "show", new TreeSet<>(List.of(5)));

    private static OptionalInt inHelpers(String text) {
        int offset = HELPERS.indexOf(text);
        Mutant m = new Mutant("shop:1", "lease", 0, "shop/Helpers.java", "x", offset, text, "y", "why", false);
        return new FirstReachingStep(SHOP_STEPS, Map.of("shop/Shop.java", SHOP, "shop/Helpers.java", HELPERS))
                .of(m, HELPERS);
    }

    @Test
    void aStaticHelperInAnotherFileIsReachedFromTheLowestLabMethodThatCallsIt() {
        assertThat(inHelpers("id.strip()")).as("normalise <- check <- init (1), buy (3)").hasValue(1);
    }

    @Test
    void aStaticMethodIsCalledOnlyThroughItsOwnClass() {
        assertThat(inHelpers("s.trim()")).as("init's printer.render is another method; show (5) calls Format.render")
                .hasValue(5);
    }

    @Test
    void aMethodTheJdkMayCallWithoutNamingItGivesNoAnswer() {
        assertThat(inHelpers("flush(); }")).as("close runs at the end of a try-with-resources").isEmpty();
        assertThat(inHelpers("return id; }")).as("toString runs in a string concatenation").isEmpty();
    }

    @Test
    void aMethodAFieldInitialiserCallsGivesNoAnswer() {
        assertThat(inHelpers("int filled = 1;")).as("a Cache is made whenever a Shop is").isEmpty();
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
                    ProjectPaths.root().resolve("lab-api/src/main/java"), lab), filesBeside(fixture.file()))
                    .of(mutant, Files.isRegularFile(file) ? Files.readString(file) : null);
            if (first.isPresent()) {
                assertThat(first.getAsInt()).as(mutant.id() + " can first be reached at step " + first.getAsInt())
                        .isLessThanOrEqualTo(fixture.step());
            }
        }
    }

    /** Every Java file of the reference beside {@code file}, by name as a mutant names it. */
    static Map<String, String> filesBeside(String file) throws java.io.IOException {
        Path root = ProjectPaths.referenceSources();
        Map<String, String> files = new java.util.HashMap<>();
        try (java.util.stream.Stream<Path> list = Files.list(root.resolve(file).getParent())) {
            for (Path p : list.filter(f -> f.toString().endsWith(".java")).toList()) {
                files.put(root.relativize(p).toString(), Files.readString(p));
            }
        }
        return files;
    }
}
