package faultchild;

import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Scenarios that need no lab: the grader's own health checks and benchmarks of the kill
 * cycle, and the run that records the class-data-sharing archive.
 */
final class ProbeScenarios {
    private ProbeScenarios() {
    }

    static void addTo(Map<String, Scenario> all) {
        all.put("probe.write", (lab, args, session) -> write(args, session, false));
        all.put("probe.write-and-fault", (lab, args, session) -> write(args, session, true));
        all.put("probe.code-points", (lab, args, session) -> codePoints(args));
    }

    /**
     * The arguments as the child received them, each as its code points in hex: plain ASCII
     * whatever the locale, so a test can tell a word the JVM mangled from one it kept.
     */
    private static String codePoints(List<String> args) {
        List<String> words = new ArrayList<>();
        for (String arg : args) {
            StringJoiner points = new StringJoiner(" ");
            arg.codePoints().forEach(c -> points.add(String.format("U+%04X", c)));
            words.add(points.toString());
        }
        return String.join(" | ", words);
    }

    /** {@code DB}: one row in one BEGIN IMMEDIATE transaction; with a fault, stops before COMMIT. */
    private static String write(List<String> args, ChildSession session, boolean fault) throws Exception {
        Scenarios.expect(args, "DB");
        try (Connection con = ChildSession.connect(args.get(0)); Statement st = con.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS probe(x INTEGER)");
            st.execute("BEGIN IMMEDIATE");
            st.execute("INSERT INTO probe VALUES (1)");
            if (fault) {
                session.stopAt("after-insert");
            }
            st.execute("COMMIT");
        }
        return "written";
    }
}
