package grader.mutants.generate;

import java.util.List;

/** Small sources the mutator tests change, and a way to see every change as text. */
final class Snippets {
    static final String SQL = """
            class S {
                // a comment with WHERE a = 1 AND b = 2 is not code
                boolean f(java.sql.Connection con) throws Exception {
                    try (var st = con.createStatement()) {
                        st.execute("BEGIN IMMEDIATE");
                        st.executeUpdate("UPDATE jobs SET fence = fence + 1, owner = ? WHERE id = ? AND until <= ? AND done = 0");
                        st.executeUpdate("INSERT OR IGNORE INTO inbox(id, qty) VALUES (?, ?)");
                        st.executeQuery("SELECT id FROM outbox WHERE sent = 0 ORDER BY seq LIMIT ?");
                        st.execute("CREATE TABLE IF NOT EXISTS jobs(id TEXT PRIMARY KEY)");
                        st.executeUpdate("UPDATE stock SET total = total + ? WHERE id = 1");
                        throw new IllegalStateException("message text: WHERE nothing");
                    }
                }
            }
            """;

    static final String JAVA = """
            class J {
                boolean pay(java.sql.Statement st, labs.FaultHook fault, long gold) throws Exception {
                    if (gold < 1) {
                        throw new IllegalArgumentException("gold < 1");
                    }
                    java.util.List<String> names = new java.util.ArrayList<>();
                    try {
                        st.execute("BEGIN IMMEDIATE");
                        st.executeUpdate("INSERT INTO ledger VALUES (1)");
                        int n = st.executeUpdate("UPDATE wallet SET gold = gold + 1");
                        if (n == 0 && gold >= 1) {
                            return false;
                        }
                        labs.FaultHook.at(fault, "after-done");
                        st.execute("COMMIT");
                        return true;
                    } catch (java.sql.SQLException e) {
                        st.execute("ROLLBACK");
                        throw e;
                    }
                }
            }
            """;

    private Snippets() {
    }

    /** Every mutated version of {@code source} the mutator proposes. */
    static List<String> mutated(Mutator mutator, String source) {
        return mutator.edits(new JavaText(source)).stream().map(e -> e.applyTo(source)).toList();
    }

    /** The changed line of each mutated version: the first line that differs from {@code source}. */
    static List<String> changedLines(Mutator mutator, String source) {
        String[] before = source.split("\n");
        return mutated(mutator, source).stream().map(m -> {
            String[] after = m.split("\n");
            for (int i = 0; i < after.length; i++) {
                if (i >= before.length || !after[i].equals(before[i])) {
                    return after[i].strip();
                }
            }
            return "";
        }).toList();
    }
}
