package grader.mutants.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import grader.mutants.Mutant;
import org.junit.jupiter.api.Test;

class NearestChecksTests {
    private static final String API = """
            public interface DemoLab {
                /**
                 * Step 1. Creates the table.
                 */
                void initDb(String path) throws Exception;

                /**
                 * Steps 2 to 5 and 8. Receives an event.
                 */
                boolean receive(String path, java.util.Map<String, Object> event) throws Exception;

                /** Steps 4, 5 and 7. Pays. */
                boolean pay(String path) throws Exception;
            }
            """;

    private static final String SOURCE = """
            class Demo {
                public boolean pay(String path) throws Exception {
                    return write(path, "UPDATE wallet SET gold = gold + 1");
                }

                private boolean write(String path, String sql) throws Exception {
                    return sql.length() > 0;
                }

                public void initDb(String path) {
                    Runnable r = new Runnable() {
                        public void run() {
                            System.out.println("CREATE TABLE t(x)");
                        }
                    };
                }
            }
            """;

    @Test
    void stepsAreReadFromTheLabInterfaceJavadoc() {
        Map<String, TreeSet<Integer>> steps = LabMethodSteps.parse(API);
        assertThat(steps).containsOnlyKeys("initDb", "receive", "pay");
        assertThat(steps.get("initDb")).containsExactly(1);
        assertThat(steps.get("receive")).containsExactly(2, 3, 4, 5, 8);
        assertThat(steps.get("pay")).containsExactly(4, 5, 7);
    }

    private static Mutant at(String text) {
        return new Mutant("demo:1", "lease", 0, "Demo.java", "m", SOURCE.indexOf(text), text, "", "", false);
    }

    @Test
    void aLineInsideALabMethodGetsThatMethodsSteps() {
        NearestChecks nearest = new NearestChecks(LabMethodSteps.parse(API));
        assertThat(nearest.of(at("gold + 1"), SOURCE).steps()).containsExactly(4, 5, 7);
        assertThat(nearest.of(at("CREATE TABLE"), SOURCE).steps()).containsExactly(1);
        assertThat(nearest.of(at("CREATE TABLE"), SOURCE).via()).containsExactly("initDb");
    }

    @Test
    void aHelperIsTracedToTheLabMethodsThatCallIt() {
        NearestChecks nearest = new NearestChecks(LabMethodSteps.parse(API));
        NearestChecks.Steps steps = nearest.of(at("sql.length() > 0"), SOURCE);
        assertThat(steps.steps()).containsExactly(4, 5, 7);
        assertThat(steps.via()).containsExactly("pay");
    }

    @Test
    void aClassWithoutLabMethodsIsTracedToTheSiblingLabMethodThatUsesIt() {
        NearestChecks nearest = new NearestChecks(LabMethodSteps.parse(API));
        String sibling = "class Lab {\n    public boolean pay(String path) throws Exception {\n"
                + "        return new Receiver().ok();\n    }\n}\n";
        NearestChecks.Steps steps = nearest.viaSiblings("Receiver", List.of(sibling));
        assertThat(steps.steps()).containsExactly(4, 5, 7);
        assertThat(steps.via()).containsExactly("pay");
    }

    @Test
    void theDiffShowsTheChangedLineWithContext() {
        Mutant m = new Mutant("demo:2", "lease", 0, "Demo.java", "m", SOURCE.indexOf("gold + 1"), "gold + 1",
                "gold", "", false);
        List<String> lines = UnifiedDiff.of(m, SOURCE, 1).lines().toList();
        assertThat(lines).containsExactly("--- a/Demo.java", "+++ b/Demo.java", "@@ -2,3 +2,3 @@",
                "     public boolean pay(String path) throws Exception {",
                "-        return write(path, \"UPDATE wallet SET gold = gold + 1\");",
                "+        return write(path, \"UPDATE wallet SET gold = gold\");",
                "     }");
    }
}
