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
            class Demo implements DemoLab {
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

    private static NearestChecks.Trace demo(String text) {
        return new NearestChecks(LabMethodSteps.parse(API)).of(at(text), Map.of("Demo.java", SOURCE));
    }

    @Test
    void aLineInsideALabMethodGetsThatMethodsSteps() {
        assertThat(demo("gold + 1").steps()).containsExactly(4, 5, 7);
        assertThat(demo("gold + 1").direct()).isTrue();
        assertThat(demo("CREATE TABLE").steps()).as("an anonymous class runs through its method").containsExactly(1);
        assertThat(demo("CREATE TABLE").labMethods()).containsExactly("initDb");
    }

    @Test
    void aHelperIsTracedToTheLabMethodsThatCallIt() {
        NearestChecks.Trace trace = demo("sql.length() > 0");
        assertThat(trace.steps()).containsExactly(4, 5, 7);
        assertThat(trace.labMethods()).containsExactly("pay");
        assertThat(trace.changedIn()).containsExactly("method write()");
        assertThat(trace.direct()).isFalse();
    }

    @Test
    void aMethodOnlyTheJdkCallsIsTracedToTheLabMethodOfAnotherFileThatNamesItsClass() {
        String receiver = "class Receiver {\n    public void handle(Object exchange) {\n        send(true);\n    }\n}\n";
        String lab = "class Lab implements DemoLab {\n    public boolean pay(String path) throws Exception {\n"
                + "        return server.register(new Receiver());\n    }\n}\n";
        Mutant m = new Mutant("demo:3", "lease", 0, "Receiver.java", "m", receiver.indexOf("true"), "true", "false",
                "", false);
        NearestChecks.Trace trace = new NearestChecks(LabMethodSteps.parse(API))
                .of(m, Map.of("Receiver.java", receiver, "Lab.java", lab));
        assertThat(trace.steps()).containsExactly(4, 5, 7);
        assertThat(trace.labMethods()).containsExactly("pay");
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
