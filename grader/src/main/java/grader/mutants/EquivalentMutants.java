package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import grader.mutants.generate.JavaText;
import grader.mutants.generate.MethodIndex;
import grader.mutants.generate.ChangedLine;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Mutants, generated or authored, that a course author judged equivalent to the reference, kept
 * as data in {@code fixtures/mutants/equivalent.json}: a list of entries, each an {@code id}, the
 * stable key ({@code file}, {@code mutator}, {@code line}: the first original line the change
 * alters, trimmed, {@code replacement}: the line it puts there, trimmed; see {@link ChangedLine})
 * or both (then both must match), and always a {@code reason}.
 * An optional {@code method} (the innermost enclosing method's name) tells apart equal
 * lines in different methods.
 */
public final class EquivalentMutants {
    /** One recorded equivalence. */
    public record Entry(String id, String file, String mutator, String line, String replacement, String method,
            String reason) {
        /** An entry with both an id and a key must match both: the id alone would outlive an edit of the change. */
        boolean matches(Mutant m, String source) {
            if (id != null && !id.equals(m.id())) {
                return false;
            }
            return hasNoKey() ? id != null : keyMatches(m, source);
        }

        private boolean hasNoKey() {
            return file == null && mutator == null && line == null && replacement == null;
        }

        private boolean keyMatches(Mutant m, String source) {
            ChangedLine changed = ChangedLine.of(source, m.offset(), m.original(), m.replacement());
            return (method == null || method.equals(enclosingMethod(changed, source)))
                    && m.file().equals(file) && m.mutatorName().equals(mutator)
                    && changed.original().equals(line) && changed.mutated().equals(replacement);
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
        if (!mutant.applicable()) {
            return Optional.empty();
        }
        return entries.stream().filter(e -> e.matches(mutant, source)).findFirst();
    }

    /**
     * The entry an author would add to record {@code mutant} as equivalent, {@code reason} left to
     * write: the key names the first line the change alters; an authored change also gives its id,
     * since its fixture's name is what the author knows it by.
     */
    public static String entryFor(Mutant mutant, String source) {
        ChangedLine changed = ChangedLine.of(source, mutant.offset(), mutant.original(), mutant.replacement());
        var entry = JSON.createObjectNode();
        if (mutant.authored()) {
            entry.put("id", mutant.id());
        }
        entry.put("file", mutant.file());
        entry.put("mutator", mutant.mutatorName());
        entry.put("line", changed.original());
        entry.put("replacement", changed.mutated());
        String method = enclosingMethod(changed, source);
        if (method != null) {
            entry.put("method", method);
        }
        entry.put("reason", "...");
        return JSON.writeValueAsString(entry);
    }

    private static String enclosingMethod(ChangedLine changed, String source) {
        return new MethodIndex(new JavaText(source)).innermost(changed.offset()).map(MethodIndex.Method::name)
                .orElse(null);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asString();
    }
}
