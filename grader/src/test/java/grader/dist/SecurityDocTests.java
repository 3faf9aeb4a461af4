package grader.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import grader.ProjectPaths;
import org.junit.jupiter.api.Test;

/** docs/security.md's table of modes names every hostile fixture, so a new attack cannot go unmeasured in the docs. */
class SecurityDocTests {
    @Test
    void theTableOfModesHasARowForEveryHostileFixture() throws Exception {
        String doc = Files.readString(ProjectPaths.root().resolve("docs/security.md"));
        Set<String> rows = new TreeSet<>();
        Matcher row = Pattern.compile("(?m)^\\| `([a-z0-9-]+)` \\| [^|]+ \\| [^|]+ \\|$").matcher(doc);
        while (row.find()) {
            rows.add(row.group(1));
        }
        Set<String> fixtures = new TreeSet<>();
        try (Stream<Path> folders = Files.list(ProjectPaths.fixtures().resolve("hostile"))) {
            folders.filter(f -> Files.isRegularFile(f.resolve("expected.json")))
                    .forEach(f -> fixtures.add(f.getFileName().toString()));
        }
        assertThat(fixtures).isNotEmpty();
        assertThat(rows).isEqualTo(fixtures);
    }
}
