package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import grader.labs.Lab;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * A deliberate wrong change to the reference, kept as data: which lab and step it targets,
 * which reference file, the exact text to find (it must occur exactly once) and its
 * replacement, and the worksheet's "why". {@code crashOnly} marks a change that only a
 * real process kill can reveal.
 */
public record AuthoredMutant(
        String name,
        String lab,
        int step,
        String file,
        String find,
        String replace,
        String why,
        boolean crashOnly) {

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    /** Reads one fixture file; its name (without {@code .json}) is the mutant's name. */
    public static AuthoredMutant read(Path file) throws IOException {
        JsonNode node = JSON.readTree(Files.readString(file));
        String name = file.getFileName().toString().replaceFirst("\\.json$", "");
        return new AuthoredMutant(name, text(node, "lab"), node.path("step").asInt(), text(node, "file"),
                text(node, "find"), text(node, "replace"), text(node, "why"),
                node.path("crashOnly").asBoolean(false));
    }

    /** Every {@code <lab>/*.json} under {@code fixtures/mutants}, sorted by path. */
    public static List<AuthoredMutant> readAll(Path mutantsDir) throws IOException {
        List<AuthoredMutant> mutants = new ArrayList<>();
        for (Path f : files(mutantsDir)) {
            mutants.add(read(f));
        }
        return mutants;
    }

    /** The fixture files: one folder per lab id, one JSON file per wrong change. */
    public static List<Path> files(Path mutantsDir) throws IOException {
        try (Stream<Path> walk = Files.walk(mutantsDir, 2)) {
            return walk.filter(p -> p.toString().endsWith(".json"))
                    .filter(p -> Lab.byId(p.getParent().getFileName().toString()).isPresent())
                    .sorted().collect(Collectors.toList());
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isString()) {
            throw new IllegalArgumentException("mutant fixture lacks the text field '" + field + "'");
        }
        return value.asString();
    }
}
