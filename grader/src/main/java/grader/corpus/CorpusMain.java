package grader.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
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
        CorpusArguments options;
        try {
            options = CorpusArguments.parse(List.of(args));
        } catch (IllegalArgumentException e) {
            System.err.println("corpus: " + e.getMessage());
            System.err.print(CorpusArguments.USAGE);
            System.exit(2);
            return;
        }
        if (options.help()) {
            System.out.print(CorpusArguments.USAGE);
            System.exit(0);
            return;
        }
        List<CorpusEntry> entries;
        try {
            entries = CorpusEntry.readAll(options.dir() != null ? options.dir() : fixtures.resolve("corpus"));
        } catch (IOException e) {
            System.err.println("corpus: " + e.getMessage());
            System.exit(2);
            return;
        }
        List<CorpusEntry> graded = (options.sample() ? CorpusSample.of(entries) : entries).stream()
                .filter(e -> options.labs().isEmpty() || options.labs().contains(e.lab().id())).toList();
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

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
