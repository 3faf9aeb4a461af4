package faultchild;

import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

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
