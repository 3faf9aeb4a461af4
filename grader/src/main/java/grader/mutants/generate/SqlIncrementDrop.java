package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code x = x + ?} (or {@code + 1}) made {@code x = x} or {@code x = 0}: the increment is lost. */
final class SqlIncrementDrop implements Mutator {
    private static final Pattern INCREMENT = Pattern.compile("\\b(\\w+)\\s*=\\s*(\\1\\s*\\+\\s*(?:\\?|\\d+|\\w+))");

    @Override
    public String name() {
        return "sql-increment-drop";
    }

    @Override
    public List<Edit> edits(JavaText source) {
        List<Edit> edits = new ArrayList<>();
        SqlText.forEachSql(source, (sql, at) -> {
            Matcher m = INCREMENT.matcher(sql);
            while (m.find()) {
                edits.add(new Edit(at + m.start(2), m.group(2), m.group(1)));
                edits.add(new Edit(at + m.start(2), m.group(2), "0"));
            }
        });
        return edits;
    }
}
