package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import grader.mutants.generate.JavaText;
import grader.mutants.generate.MethodIndex;
import grader.mutants.generate.StableKey;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Generated mutants that a course author judged equivalent to the reference, kept as data
 * in {@code fixtures/mutants/equivalent.json}: a list of entries, each either an
 * {@code id} or the stable key ({@code file}, {@code mutator}, {@code line}: the original
 * line trimmed, {@code replacement}: the changed line trimmed), and always a {@code reason}.
 * An optional {@code method} (the innermost enclosing method's name) tells apart equal
 * lines in different methods.
 */
public final class EquivalentMutants {
    /** One recorded equivalence. */
    public record Entry(String id, String file, String mutator, String line, String replacement, String method,
            String reason) {
        boolean matches(Mutant m, String source) {
            if (id != null && id.equals(m.id())) {
                return true;
            }
            return (method == null || method.equals(enclosingMethod(m, source))) && file != null && file.equals(m.file()) && mutator != null && mutator.equals(m.mutatorName())
                    && line != null && line.equals(StableKey.originalLine(source, m.offset()))
                    && replacement != null && replacement.equals(
                            StableKey.mutatedLine(source, m.offset(), m.original(), m.replacement()));
        }
    }

    private static final ObjectMapper JSON = JsonMapper.builder().build();
    private final List<Entry> entries;

    public EquivalentMutants(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    public static EquivalentMutants none() {
        return new EquivalentMutants(List.of());
    }

    /** Reads the file; a missing file means no equivalences. Every entry must give its reason. */
    public static EquivalentMutants read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return none();
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode node : JSON.readTree(Files.readString(file))) {
            Entry e = new Entry(text(node, "id"), text(node, "file"), text(node, "mutator"), text(node, "line"),
                    text(node, "replacement"), text(node, "method"), text(node, "reason"));
            if (e.reason() == null || e.reason().isBlank()) {
                throw new IllegalArgumentException(file + ": an equivalent mutant without a reason: " + node);
            }
            entries.add(e);
        }
        return new EquivalentMutants(entries);
    }

    public List<Entry> entries() {
        return entries;
    }

    /** The entry that marks {@code mutant} (in the reference text {@code source}) equivalent, if any. */
    public Optional<Entry> find(Mutant mutant, String source) {
        if (mutant.authored() || !mutant.applicable()) {
            return Optional.empty();
        }
        return entries.stream().filter(e -> e.matches(mutant, source)).findFirst();
    }

    /** The entry an author would add to record {@code mutant} as equivalent, with the reason left to write. */
    public static String entryFor(Mutant mutant, String source) {
        var entry = JSON.createObjectNode();
        entry.put("file", mutant.file());
        entry.put("mutator", mutant.mutatorName());
        entry.put("line", StableKey.originalLine(source, mutant.offset()));
        entry.put("replacement", StableKey.mutatedLine(source, mutant.offset(), mutant.original(), mutant.replacement()));
        entry.put("method", enclosingMethod(mutant, source));
        entry.put("reason", "...");
        return JSON.writeValueAsString(entry);
    }

    private static String enclosingMethod(Mutant m, String source) {
        return new MethodIndex(new JavaText(source)).innermost(m.offset()).map(MethodIndex.Method::name).orElse(null);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asString();
    }
}
