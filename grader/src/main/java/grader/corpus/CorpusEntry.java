package grader.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import grader.labs.Lab;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One submission of the corpus, {@code fixtures/corpus/<lab>/<name>/}: its sources under
 * {@code src/} and, in {@code expected.json}, the verdict a correct grader gives it: "pass",
 * or "fail" first at {@code step} for the lab clause {@code clause}.
 */
public record CorpusEntry(Lab lab, String name, Path sources, boolean shouldPass, int step, String clause) {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The lab's entries, sorted by name; fails when the lab's folder exists but holds none. */
    public static List<CorpusEntry> readLab(Path corpusRoot, Lab lab) throws IOException {
        Path labDir = corpusRoot.resolve(lab.id());
        if (!Files.isDirectory(labDir)) {
            return List.of();
        }
        List<CorpusEntry> entries = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(labDir)) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                entries.add(read(lab, dir));
            }
        }
        if (entries.isEmpty()) {
            throw new IOException(labDir + " exists but holds no corpus entry (a folder with expected.json and src/)");
        }
        return entries;
    }

    /** Every lab's entries, in lab order. */
    public static List<CorpusEntry> readAll(Path corpusRoot) throws IOException {
        List<CorpusEntry> entries = new ArrayList<>();
        for (Lab lab : Lab.values()) {
            entries.addAll(readLab(corpusRoot, lab));
        }
        return entries;
    }

    static CorpusEntry read(Lab lab, Path dir) throws IOException {
        String where = lab.id() + "/" + dir.getFileName();
        Path expected = dir.resolve("expected.json");
        if (!Files.isRegularFile(expected) || !Files.isDirectory(dir.resolve("src"))) {
            throw new IOException("corpus entry " + where + " needs expected.json and a src/ folder");
        }
        JsonNode node = JSON.readTree(Files.readString(expected));
        String verdict = node.path("verdict").asString("");
        if (verdict.equals("pass")) {
            requireText(node, "style", where);
            return new CorpusEntry(lab, dir.getFileName().toString(), dir.resolve("src"), true, Lab.STEPS, null);
        }
        if (!verdict.equals("fail")) {
            throw new IOException("corpus entry " + where + ": verdict must be \"pass\" or \"fail\", not \"" + verdict + "\"");
        }
        int step = node.path("step").asInt(0);
        if (step < 1 || step > Lab.STEPS) {
            throw new IOException("corpus entry " + where + ": a failing entry needs a step from 1 to " + Lab.STEPS);
        }
        requireText(node, "bug", where);
        return new CorpusEntry(lab, dir.getFileName().toString(), dir.resolve("src"), false, step,
                requireText(node, "clause", where));
    }

    private static String requireText(JsonNode node, String field, String where) throws IOException {
        JsonNode value = node.get(field);
        if (value == null || !value.isString() || value.asString().isBlank()) {
            throw new IOException("corpus entry " + where + " lacks the text field '" + field + "'");
        }
        return value.asString();
    }

    /** {@code lab/name}, as reports print it. */
    public String label() {
        return lab.id() + "/" + name;
    }
}
