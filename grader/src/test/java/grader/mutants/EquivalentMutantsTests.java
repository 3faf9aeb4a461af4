package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import grader.mutants.generate.ChangedLine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

class EquivalentMutantsTests {
    private static final ObjectMapper JSON = JsonMapper.builder().build();
    private static final String SOURCE = "class A {\n    String q = \"SELECT x FROM t WHERE a = 1 LIMIT 1\";\n}\n";

    @TempDir
    Path dir;

    private static Mutant dropLimit() {
        int at = SOURCE.indexOf(" LIMIT 1");
        return new Mutant("lease:abc", "lease", 0, "reference/lease/A.java", "sql-drop-limit", at, " LIMIT 1", "",
                "", false);
    }

    @Test
    void anEntryMatchesByItsStableKey() throws Exception {
        Files.writeString(dir.resolve("equivalent.json"), """
                [{"file": "reference/lease/A.java", "mutator": "sql-drop-limit",
                  "line": "String q = \\"SELECT x FROM t WHERE a = 1 LIMIT 1\\";",
                  "replacement": "String q = \\"SELECT x FROM t WHERE a = 1\\";",
                  "reason": "a is the primary key: at most one row either way"}]
                """);
        EquivalentMutants equivalents = EquivalentMutants.read(dir.resolve("equivalent.json"));
        assertThat(equivalents.find(dropLimit(), SOURCE)).get()
                .extracting(EquivalentMutants.Entry::reason).asString().contains("primary key");
    }

    @Test
    void anEntryMatchesByIdAndAnEntryWithIdAndKeyNeedsBoth() {
        EquivalentMutants byId = new EquivalentMutants(List.of(
                new EquivalentMutants.Entry("lease:abc", null, null, null, null, null, "reason")));
        assertThat(byId.find(dropLimit(), SOURCE)).isPresent();
        EquivalentMutants staleKey = new EquivalentMutants(List.of(new EquivalentMutants.Entry("lease:abc",
                "reference/lease/A.java", "sql-drop-limit", "a line since edited", "", null, "reason")));
        assertThat(staleKey.find(dropLimit(), SOURCE)).as("the change was edited since").isEmpty();
    }

    @Test
    void theSuggestionForAMultiLineAuthoredChangeNamesTheLineItChangesAndMatchesWhenPasted() throws Exception {
        String source = "class R {\n    boolean renew() {\n        return update(con,\n                now) == 1;\n    }\n}\n";
        String find = "        return update(con,\n                now) == 1;";
        Mutant floored = new Mutant("lease/05-renew-now-floored", "lease", 5, "reference/lease/R.java", "authored",
                source.indexOf(find), find, "        return update(con,\n                Math.floor(now)) == 1;", "",
                false);
        JsonNode entry = JSON.readTree(EquivalentMutants.entryFor(floored, source));
        assertThat(entry.get("line").asString()).as("not the kept first line").isEqualTo("now) == 1;");
        assertThat(entry.get("replacement").asString()).isEqualTo("Math.floor(now)) == 1;");
        assertThat(entry.get("method").asString()).isEqualTo("renew");
        assertThat(entry.get("id").asString()).isEqualTo("lease/05-renew-now-floored");

        Files.writeString(dir.resolve("equivalent.json"),
                "[" + EquivalentMutants.entryFor(floored, source).replace("\"...\"", "\"a reason\"") + "]");
        assertThat(EquivalentMutants.read(dir.resolve("equivalent.json")).find(floored, source)).isPresent();
    }

    @Test
    void aChangeThatOnlyAddsLinesBeforeKeptOnesNamesTheFirstAddedLine() {
        String source = "class S {\n    @Override\n    public int f() {\n        return 1;\n    }\n}\n";
        String find = "    @Override\n    public int f() {\n        return 1;";
        ChangedLine changed = ChangedLine.of(source, source.indexOf(find), find,
                "    private int seen;\n\n    @Override\n    public int f() {\n        return seen;");
        assertThat(changed.original()).as("nothing of the original is removed first").isEmpty();
        assertThat(changed.mutated()).isEqualTo("private int seen;");
    }

    @Test
    void aMethodNameTellsApartEqualLinesInDifferentMethods() {
        String source = "class B {\n    void a() {\n        x();\n    }\n    void b() {\n        x();\n    }\n}\n";
        int second = source.lastIndexOf("x();");
        Mutant inB = new Mutant("lease:b", "lease", 0, "f", "java-remove-statement", second, "x();", "", "", false);
        Mutant inA = new Mutant("lease:a", "lease", 0, "f", "java-remove-statement", source.indexOf("x();"), "x();", "",
                "", false);
        EquivalentMutants equivalents = new EquivalentMutants(List.of(
                new EquivalentMutants.Entry(null, "f", "java-remove-statement", "x();", "", "b", "reason")));
        assertThat(equivalents.find(inB, source)).isPresent();
        assertThat(equivalents.find(inA, source)).isEmpty();
    }

    @Test
    void everyEntryMustGiveItsReason() throws Exception {
        Files.writeString(dir.resolve("equivalent.json"), "[{\"id\": \"lease:abc\"}]");
        assertThatThrownBy(() -> EquivalentMutants.read(dir.resolve("equivalent.json")))
                .hasMessageContaining("without a reason");
    }
}
