package grader.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code scripts/corpus}: grades the corpus under {@code fixtures/corpus} (all of it, or with
 * {@code --sample} the build's sample) and prints the report. Exit 0 when the grader agrees
 * with every entry, 1 when it does not, 2 when the corpus cannot be read.
 */
public final class CorpusMain {
    private static final int LANES = 2;
    private static final long SEED = 42L;

    private CorpusMain() {
    }

    public static void main(String[] args) throws Exception {
        Path fixtures = Path.of(System.getProperty("idemlab.root", ".")).resolve("fixtures").toAbsolutePath();
        boolean sample = List.of(args).contains("--sample");
        List<CorpusEntry> entries;
        try {
            entries = CorpusEntry.readAll(corpusFolder(List.of(args), fixtures));
        } catch (IOException e) {
            System.err.println("corpus: " + e.getMessage());
            System.exit(2);
            return;
        }
        List<CorpusEntry> graded = onlyLabs(List.of(args), sample ? CorpusSample.of(entries) : entries);
        Path scratch = Files.createTempDirectory("idemlab-corpus");
        boolean agrees;
        try {
            long start = System.nanoTime();
            List<CorpusVerdict> verdicts = new CorpusRun(fixtures.resolve("clauses"), scratch, SEED).judge(graded, LANES);
            System.out.print(CorpusReport.render(verdicts, (System.nanoTime() - start) / 1_000_000));
            agrees = verdicts.stream().allMatch(CorpusVerdict::agrees);
        } finally {
            deleteTree(scratch);
        }
        // Exit explicitly: a submission may have left non-daemon threads behind.
        System.exit(agrees ? 0 : 1);
    }

    /**
     * The folder after {@code --dir} (a new blind batch, graded before it joins the corpus and
     * before any check changes for it), else the corpus under fixtures.
     */
    private static Path corpusFolder(List<String> args, Path fixtures) {
        int at = args.indexOf("--dir");
        return at >= 0 && at + 1 < args.size() ? Path.of(args.get(at + 1)).toAbsolutePath() : fixtures.resolve("corpus");
    }

    /** The entries of the labs named after {@code --lab} (several may be given); all when none is. */
    private static List<CorpusEntry> onlyLabs(List<String> args, List<CorpusEntry> entries) {
        List<String> labs = new ArrayList<>();
        for (int i = 0; i + 1 < args.size(); i++) {
            if (args.get(i).equals("--lab")) {
                labs.add(args.get(i + 1));
            }
        }
        return labs.isEmpty() ? entries : entries.stream().filter(e -> labs.contains(e.lab().id())).toList();
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
