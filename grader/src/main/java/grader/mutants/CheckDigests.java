package grader.mutants;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A digest per lab and step of the check classes that step runs: its {@code @LabStep} classes
 * and every check class they name, through any number of names. An edit to a check of lease
 * step 6, or to a helper only step 6 uses, changes lease step 6's digest alone, so
 * {@code --incremental} grades again only the mutants whose grade ran that step. The engine,
 * the resources and everything else outside {@link #FOLDER} are in {@link CodeFingerprint}'s
 * digest instead, which every verdict depends on.
 */
final class CheckDigests {
    /** Where the check classes live in a class folder; no other class is a check. */
    static final String FOLDER = "grader/checks/";

    private final Map<String, Map<Integer, String>> byLabAndStep;

    CheckDigests(Map<String, Map<Integer, String>> byLabAndStep) {
        this.byLabAndStep = byLabAndStep;
    }

    /** The digests of the check classes in the class folders and jars of {@code classPath}. */
    static CheckDigests of(List<Path> classPath) {
        Map<String, byte[]> classes = new TreeMap<>();
        for (Path entry : classPath) {
            try {
                ClassPathFiles.forEach(entry, (path, bytes) -> {
                    if (isCheckClass(path)) {
                        classes.put(path.substring(0, path.length() - ".class".length()), bytes);
                    }
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        Map<String, CheckClassFile> facts = new HashMap<>();
        classes.forEach((name, bytes) -> facts.put(name, parse(name, bytes)));
        Map<String, Map<Integer, Set<String>>> roots = new TreeMap<>();
        facts.forEach((name, fact) -> fact.step().ifPresent(s -> roots.computeIfAbsent(s.lab(), l -> new TreeMap<>())
                .computeIfAbsent(s.step(), n -> new TreeSet<>()).add(name)));
        Map<String, Map<Integer, Set<String>>> closures = new TreeMap<>();
        Set<String> unreached = new TreeSet<>(facts.keySet());
        roots.forEach((lab, steps) -> steps.forEach((step, names) -> {
            Set<String> closure = closure(names, facts);
            unreached.removeAll(closure);
            closures.computeIfAbsent(lab, l -> new TreeMap<>()).put(step, closure);
        }));
        // A check class no step names could still be reached by a name in a string; every step covers it.
        Map<String, Map<Integer, String>> digests = new TreeMap<>();
        closures.forEach((lab, steps) -> steps.forEach((step, closure) -> {
            closure.addAll(unreached);
            digests.computeIfAbsent(lab, l -> new TreeMap<>()).put(step, digest(closure, classes));
        }));
        return new CheckDigests(digests);
    }

    /** Step number to digest for the given steps of {@code lab}; a step without checks is "none". */
    Map<Integer, String> of(String lab, Set<Integer> steps) {
        Map<Integer, String> known = byLabAndStep.getOrDefault(lab, Map.of());
        Map<Integer, String> picked = new TreeMap<>();
        for (int step : steps) {
            picked.put(step, known.getOrDefault(step, "none"));
        }
        return picked;
    }

    /** Every step's digest of {@code labs}, as one text for a key. */
    String allOf(List<String> labs) {
        StringBuilder text = new StringBuilder();
        for (String lab : labs) {
            text.append(lab).append('=').append(byLabAndStep.getOrDefault(lab, Map.of())).append(';');
        }
        return text.toString();
    }

    /** Whether a path inside a class folder or jar ({@code /} separated) is a check class. */
    static boolean isCheckClass(String path) {
        return path.startsWith(FOLDER) && path.endsWith(".class");
    }

    private static CheckClassFile parse(String name, byte[] bytes) {
        try {
            return CheckClassFile.read(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("cannot read the check class " + name, e));
        }
    }

    private static Set<String> closure(Set<String> roots, Map<String, CheckClassFile> facts) {
        Set<String> reached = new TreeSet<>();
        Deque<String> toVisit = new ArrayDeque<>(roots);
        while (!toVisit.isEmpty()) {
            String name = toVisit.pop();
            if (facts.containsKey(name) && reached.add(name)) {
                toVisit.addAll(facts.get(name).namedChecks());
            }
        }
        return reached;
    }

    private static String digest(Set<String> names, Map<String, byte[]> classes) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String name : names) {
                digest.update(name.getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(classes.get(name));
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
