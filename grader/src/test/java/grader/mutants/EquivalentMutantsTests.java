package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EquivalentMutantsTests {
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
    void anEntryMatchesByIdAndAnAuthoredMutantIsNeverEquivalent() {
        EquivalentMutants equivalents = new EquivalentMutants(List.of(
                new EquivalentMutants.Entry("lease:abc", null, null, null, null, null, "reason")));
        assertThat(equivalents.find(dropLimit(), SOURCE)).isPresent();
        Mutant authored = new Mutant("lease:abc", "lease", 4, "f", "authored", 0, "c", "d", "", false);
        assertThat(equivalents.find(authored, SOURCE)).isEmpty();
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
