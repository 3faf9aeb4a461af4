package grader.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The part of the corpus the build grades, the same every run: of each lab's passing entries
 * every fifth one by name (at least {@link #MIN_PASSING}), and of the failing ones a fixed
 * share of each lab's steps, the first by name, so that every step of every lab is still
 * covered. The whole corpus ({@code scripts/corpus}, or {@code -Didemlab.corpus=all}) grades
 * the rest; the build must stay well under a quarter of an hour.
 */
public final class CorpusSample {
    /** One failing entry in this many is graded, at least one per lab and step. */
    public static final int ONE_IN = 12;
    /** One passing entry in this many is graded, at least {@link #MIN_PASSING} per lab. */
    public static final int PASSING_ONE_IN = 5;
    public static final int MIN_PASSING = 2;

    private CorpusSample() {
    }

    public static List<CorpusEntry> of(List<CorpusEntry> entries) {
        Map<String, List<CorpusEntry>> failingByStep = new TreeMap<>();
        Map<String, List<CorpusEntry>> passingByLab = new TreeMap<>();
        List<CorpusEntry> sample = new ArrayList<>();
        for (CorpusEntry entry : entries) {
            if (entry.shouldPass()) {
                passingByLab.computeIfAbsent(entry.lab().name(), k -> new ArrayList<>()).add(entry);
            } else {
                failingByStep.computeIfAbsent(entry.lab().ordinal() + "/" + entry.step(), k -> new ArrayList<>()).add(entry);
            }
        }
        for (List<CorpusEntry> group : passingByLab.values()) {
            group.sort((a, b) -> a.name().compareTo(b.name()));
            List<CorpusEntry> picked = new ArrayList<>();
            for (int i = 0; i < group.size(); i += PASSING_ONE_IN) {
                picked.add(group.get(i));
            }
            sample.addAll(picked.size() >= MIN_PASSING ? picked : group.subList(0, Math.min(MIN_PASSING, group.size())));
        }
        for (List<CorpusEntry> group : failingByStep.values()) {
            int take = Math.max(1, (group.size() + ONE_IN - 1) / ONE_IN);
            sample.addAll(group.subList(0, take));
        }
        sample.sort((a, b) -> a.lab() != b.lab() ? a.lab().compareTo(b.lab()) : a.name().compareTo(b.name()));
        return sample;
    }

}
