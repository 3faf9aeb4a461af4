package grader.mutants;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import grader.mutants.generate.JavaText;
import grader.mutants.generate.MethodIndex;

/**
 * The lowest step whose checks can run a change, when that is known for certain: the change
 * lies in the body of a lab method, and every method of the same file that calls it, directly
 * or through others, is named too. Steps are cumulative, so a check of step N calls only lab
 * methods of steps up to N (each lab method's steps come from its Javadoc); the checks of the
 * steps below the lowest step of every lab method that reaches the change cannot see it, and
 * a mutant need not be graded there. Anything less certain (a helper class, a field, a
 * constructor, a method no lab method reaches by name) gives no answer: grade from step 1.
 */
final class FirstReachingStep {
    private final Map<String, TreeSet<Integer>> labMethodSteps;

    FirstReachingStep(Map<String, TreeSet<Integer>> labMethodSteps) {
        this.labMethodSteps = labMethodSteps;
    }

    OptionalInt of(Mutant mutant, String source) {
        if (source == null || !mutant.applicable()) {
            return OptionalInt.empty();
        }
        MethodIndex index = new MethodIndex(new JavaText(source));
        List<MethodIndex.Method> enclosing = index.enclosing(mutant.offset());
        if (enclosing.isEmpty() || !labMethodSteps.containsKey(enclosing.get(0).name())) {
            return OptionalInt.empty();
        }
        int lowest = Integer.MAX_VALUE;
        for (String name : callersClosure(enclosing.get(0).name(), index, source)) {
            TreeSet<Integer> steps = labMethodSteps.get(name);
            if (steps != null && !steps.isEmpty()) {
                lowest = Math.min(lowest, steps.first());
            }
        }
        return lowest == Integer.MAX_VALUE ? OptionalInt.empty() : OptionalInt.of(lowest);
    }

    /** {@code name} and every method of the file whose body calls it, through any number of calls. */
    private static Set<String> callersClosure(String name, MethodIndex index, String source) {
        Set<String> seen = new HashSet<>();
        Deque<String> toVisit = new ArrayDeque<>(List.of(name));
        while (!toVisit.isEmpty()) {
            String next = toVisit.pop();
            if (!seen.add(next)) {
                continue;
            }
            String call = next + "(";
            String reference = "::" + next;
            for (MethodIndex.Method m : index.methods()) {
                String body = source.substring(m.bodyStart(), m.bodyEnd());
                if (body.contains(call) || body.contains(reference)) {
                    toVisit.add(m.name());
                }
            }
        }
        return seen;
    }
}
