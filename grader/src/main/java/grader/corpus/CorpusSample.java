package grader.corpus;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The part of the corpus the build grades, the same every run: every passing entry (a false
 * failure is the worst defect), and of the failing ones a fixed share of each lab's steps,
 * the first by name, so that every step of every lab is still covered.
 */
public final class CorpusSample {
    /** One failing entry in this many is graded, at least one per lab and step. */
    public static final int ONE_IN = 3;

    private CorpusSample() {
    }

    public static List<CorpusEntry> of(List<CorpusEntry> entries) {
        Map<String, List<CorpusEntry>> failingByStep = new TreeMap<>();
        List<CorpusEntry> sample = new ArrayList<>();
        for (CorpusEntry entry : entries) {
            if (entry.shouldPass()) {
                sample.add(entry);
            } else {
                failingByStep.computeIfAbsent(entry.lab().ordinal() + "/" + entry.step(), k -> new ArrayList<>()).add(entry);
            }
        }
        for (List<CorpusEntry> group : failingByStep.values()) {
            int take = Math.max(1, (group.size() + ONE_IN - 1) / ONE_IN);
            sample.addAll(group.subList(0, take));
        }
        sample.sort((a, b) -> a.lab() != b.lab() ? a.lab().compareTo(b.lab()) : a.name().compareTo(b.name()));
        return sample;
    }

}
