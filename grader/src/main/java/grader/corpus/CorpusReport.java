package grader.corpus;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import grader.corpus.CorpusVerdict.Kind;
import grader.labs.Lab;

/** One report for a whole corpus run: per lab how often the grader was wrong, and each disagreement. */
public final class CorpusReport {
    private CorpusReport() {
    }

    /** The counts table, then one block per disagreement, then the wall time. */
    public static String render(List<CorpusVerdict> verdicts, long millis) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%-8s %8s %8s %12s %14s %12s %8s%n",
                "lab", "entries", "agree", "false pass", "false failure", "wrong step", "broken"));
        for (Lab lab : Lab.values()) {
            List<CorpusVerdict> ofLab = verdicts.stream().filter(v -> v.entry().lab() == lab).toList();
            if (ofLab.isEmpty()) {
                continue;
            }
            Map<Kind, Integer> counts = counts(ofLab);
            out.append(String.format(Locale.ROOT, "%-8s %8d %8d %12d %14d %12d %8d%n", lab.id(), ofLab.size(),
                    counts.get(Kind.AGREES), counts.get(Kind.FALSE_PASS), counts.get(Kind.FALSE_FAILURE),
                    counts.get(Kind.WRONG_STEP), counts.get(Kind.BROKEN_ENTRY)));
        }
        for (CorpusVerdict verdict : verdicts) {
            if (!verdict.agrees()) {
                out.append('\n').append(verdict.entry().label()).append(":\n  ")
                        .append(verdict.problem().replace("\n", "\n  ")).append('\n');
            }
        }
        out.append(String.format(Locale.ROOT, "%nwall time: %.1f s for %d entries%n", millis / 1000.0, verdicts.size()));
        return out.toString();
    }

    /** How many verdicts of each kind, every kind present. */
    public static Map<Kind, Integer> counts(List<CorpusVerdict> verdicts) {
        Map<Kind, Integer> counts = new EnumMap<>(Kind.class);
        for (Kind kind : Kind.values()) {
            counts.put(kind, 0);
        }
        verdicts.forEach(v -> counts.merge(v.kind(), 1, Integer::sum));
        return counts;
    }
}
