package wire;

import java.util.Locale;

/** How a statement is named in a schedule: its first word, with the kind of a BEGIN and the name of a PRAGMA. */
public final class StatementLabel {
    private static final int MOST_CHARS = 40;

    private StatementLabel() {
    }

    public static String of(String sql, String method) {
        if (sql == null) {
            return method.equals("executeBatch") ? "BATCH" : "STATEMENT";
        }
        String[] words = sql.strip().split("[\\s;=(]+", 3);
        String first = words.length == 0 || words[0].isEmpty() ? "STATEMENT" : words[0].toUpperCase(Locale.ROOT);
        String label = first;
        if (words.length > 1 && (first.equals("BEGIN") && !words[1].equalsIgnoreCase("TRANSACTION")
                || first.equals("PRAGMA"))) {
            label = first + " " + (first.equals("PRAGMA") ? words[1].toLowerCase(Locale.ROOT) : words[1].toUpperCase(Locale.ROOT));
        }
        return label.length() > MOST_CHARS ? label.substring(0, MOST_CHARS) : label;
    }
}
