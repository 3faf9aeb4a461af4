package grader.corpus;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.labs.Lab;

/**
 * The command line of {@code scripts/corpus}: {@code [--sample] [--lab LAB]... [--dir DIR]},
 * or {@code --help}. A word it does not know is a usage error, not a silent grade of everything.
 *
 * @param sample only the share of the corpus the build grades
 * @param labs   the labs whose entries are graded; empty for every lab
 * @param dir    a batch laid out like fixtures/corpus to grade instead of it; null for the corpus
 * @param help   print {@link #USAGE} and grade nothing
 */
record CorpusArguments(boolean sample, List<String> labs, Path dir, boolean help) {
    static final String USAGE = String.join("\n",
            "Usage: scripts/corpus [--sample] [--lab LAB]... [--dir DIR]",
            "Grades the corpus (fixtures/corpus/LAB/ENTRY, each a src/ folder and its expected.json) two",
            "entries at a time and reports per lab the entries the grader disagrees with: false passes,",
            "false failures, wrong steps and broken entries, each with its problem, and the wall time.",
            "  --sample    only the share the build grades: a third of each lab's passing entries, a twelfth",
            "              of each step's failing ones (CorpusSample)",
            "  --lab LAB   only the entries of LAB (lease, inbox, batch or outbox); repeat it for more labs",
            "  --dir DIR   grade DIR, laid out like fixtures/corpus (LAB/ENTRY/{src,expected.json}), instead:",
            "              a blind batch before it joins the corpus (docs/writing-checks.md, Blind batches)",
            "  -h, --help  print this and grade nothing",
            "Exit codes: 0 the grader agrees with every entry graded, 1 it disagrees with some,",
            "2 bad usage or a corpus that cannot be read.", "");

    /** Reads {@code args}; a word it does not know, or an option without its value, is an IllegalArgumentException. */
    static CorpusArguments parse(List<String> args) {
        boolean sample = false;
        boolean help = false;
        List<String> labs = new ArrayList<>();
        Path dir = null;
        for (int i = 0; i < args.size(); i++) {
            String word = args.get(i);
            switch (word) {
                case "--sample" -> sample = true;
                case "-h", "--help" -> help = true;
                case "--lab" -> labs.add(lab(value(args, i++, word)));
                case "--dir" -> dir = Path.of(value(args, i++, word)).toAbsolutePath();
                default -> throw new IllegalArgumentException("unknown option " + word);
            }
        }
        return new CorpusArguments(sample, List.copyOf(labs), dir, help);
    }

    private static String value(List<String> args, int at, String option) {
        if (at + 1 >= args.size() || args.get(at + 1).startsWith("--")) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args.get(at + 1);
    }

    private static String lab(String id) {
        return Lab.byId(id).map(Lab::id).orElseThrow(() -> new IllegalArgumentException(
                "there is no lab " + id + ": use lease, inbox, batch or outbox"));
    }
}
