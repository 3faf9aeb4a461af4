package grader.mutants.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import grader.labs.Lab;
import grader.mutants.Mutant;
import grader.mutants.SourcePosition;

/**
 * Makes the generated mutants of the reference: every mutator over every reference file of
 * the chosen labs, one mutant per edit, numbered by a stable key so the ids survive
 * unrelated edits elsewhere in the file.
 */
public final class MutantGenerator {
    private final List<Mutator> mutators;

    public MutantGenerator(List<Mutator> mutators) {
        this.mutators = List.copyOf(mutators);
    }

    /** Mutants of every {@code .java} file of {@code labs} under {@code referenceSources}. */
    public List<Mutant> generate(Path referenceSources, Set<String> labs) throws IOException {
        List<Mutant> out = new ArrayList<>();
        for (Path file : javaFiles(referenceSources)) {
            String relative = referenceSources.relativize(file).toString().replace('\\', '/');
            Optional<String> lab = labOf(relative);
            if (lab.isPresent() && labs.contains(lab.get())) {
                out.addAll(mutantsOf(lab.get(), relative, Files.readString(file)));
            }
        }
        return out;
    }

    /** Mutants of one file's text. */
    public List<Mutant> mutantsOf(String lab, String file, String text) {
        JavaText source = new JavaText(text);
        List<Mutant> out = new ArrayList<>();
        Set<String> seenEdits = new HashSet<>();
        Map<String, Integer> keyCounts = new HashMap<>();
        for (Mutator mutator : mutators) {
            for (Edit edit : mutator.edits(source)) {
                if (!seenEdits.add(edit.offset() + "|" + edit.original() + "|" + edit.replacement())) {
                    continue;
                }
                String key = StableKey.of(file, mutator.name(), text, edit.offset(), edit.original(), edit.replacement());
                int n = keyCounts.merge(key, 1, Integer::sum);
                String id = lab + ":" + hash(key) + (n > 1 ? "-" + n : "");
                out.add(new Mutant(id, lab, 0, file, mutator.name(), edit.offset(), edit.original(),
                        edit.replacement(), describe(text, edit), false));
            }
        }
        return out;
    }

    private static String describe(String text, Edit edit) {
        SourcePosition at = SourcePosition.at(text, edit.offset());
        return "line " + at.line() + ": '" + oneLine(edit.original()) + "' -> '" + oneLine(edit.replacement()) + "'";
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\s*\\n\\s*", " ");
    }

    /** The lab a reference file belongs to: the first path segment that is a lab id. */
    static Optional<String> labOf(String relativePath) {
        for (String segment : relativePath.split("/")) {
            if (Lab.byId(segment).isPresent()) {
                return Optional.of(segment);
            }
        }
        return Optional.empty();
    }

    private static List<Path> javaFiles(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static String hash(String key) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
