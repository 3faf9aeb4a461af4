package grader.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import grader.ProjectPaths;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import wire.SubjectCalls;

/** docs/architecture.md's table of the subject's calls says what {@link SubjectCalls} declares, no more, no less. */
class ProtocolDocTests {
    private static final Pattern ROW = Pattern.compile("^\\| `([a-z]+)` \\|", Pattern.MULTILINE);

    @Test
    void theDocumentedCallsAreTheDeclaredOnes() throws Exception {
        String doc = Files.readString(ProjectPaths.root().resolve("docs/architecture.md"));
        int table = doc.indexOf("| call | what the subject does |");
        assertThat(table).as("the table of the subject's calls in docs/architecture.md").isNotNegative();
        String rows = doc.substring(table, doc.indexOf("\n\n", table));
        List<String> documented = ROW.matcher(rows).results()
                .map(match -> match.group(1)).toList();
        assertThat(documented).containsExactlyInAnyOrderElementsOf(declaredCalls());
    }

    private static List<String> declaredCalls() {
        return Arrays.stream(SubjectCalls.class.getFields())
                .filter(field -> Modifier.isStatic(field.getModifiers()) && field.getType() == String.class)
                .filter(field -> !field.getName().equals("CALL_KEY"))
                .map(ProtocolDocTests::value).toList();
    }

    private static String value(Field field) {
        try {
            return (String) field.get(null);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
