package grader.mutants.report;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import grader.mutants.Mutant;
import grader.mutants.generate.JavaText;
import grader.mutants.generate.MethodIndex;

/**
 * The steps whose checks are nearest to a changed line: those of the lab method that
 * encloses it (the innermost enclosing method named in the lab's interface). A private
 * helper is traced to the lab methods whose bodies call it, by name, through any number of
 * helpers. A line in a class without lab methods (an HTTP handler, say) is traced to the
 * lab methods of its sibling files that name that class. When no lab method is found,
 * every step is named.
 */
public final class NearestChecks {
    /** The steps and the lab methods they were derived from. */
    public record Steps(TreeSet<Integer> steps, Set<String> via) {
    }

    private final Map<String, TreeSet<Integer>> methodSteps;

    public NearestChecks(Map<String, TreeSet<Integer>> methodSteps) {
        this.methodSteps = methodSteps;
    }

    public Steps of(Mutant mutant, String source) {
        JavaText text = new JavaText(source);
        MethodIndex index = new MethodIndex(text);
        TreeSet<Integer> steps = new TreeSet<>();
        Set<String> via = new TreeSet<>();
        Deque<String> toVisit = new ArrayDeque<>();
        index.enclosing(mutant.offset()).stream().findFirst().ifPresent(m -> toVisit.add(m.name()));
        for (MethodIndex.Method m : index.enclosing(mutant.offset())) {
            if (methodSteps.containsKey(m.name())) {
                toVisit.clear();
                toVisit.add(m.name());
                break;
            }
        }
        Set<String> seen = new HashSet<>();
        while (!toVisit.isEmpty()) {
            String name = toVisit.pop();
            if (!seen.add(name)) {
                continue;
            }
            if (methodSteps.containsKey(name)) {
                steps.addAll(methodSteps.get(name));
                via.add(name);
            } else {
                callersOf(name, index, source).forEach(toVisit::add);
            }
        }
        return withFallback(steps, via);
    }

    /** The steps of the lab methods in {@code siblings} (file texts) that use {@code className}. */
    public Steps viaSiblings(String className, List<String> siblings) {
        TreeSet<Integer> steps = new TreeSet<>();
        Set<String> via = new TreeSet<>();
        for (String sibling : siblings) {
            String named = "new " + className;
            MethodIndex index = new MethodIndex(new JavaText(sibling));
            for (MethodIndex.Method m : index.methods()) {
                String body = sibling.substring(m.bodyStart(), m.bodyEnd());
                if (methodSteps.containsKey(m.name()) && (body.contains(named) || body.contains(className + "."))) {
                    steps.addAll(methodSteps.get(m.name()));
                    via.add(m.name());
                }
            }
        }
        return withFallback(steps, via);
    }

    private static Steps withFallback(TreeSet<Integer> steps, Set<String> via) {
        if (steps.isEmpty()) {
            for (int i = 1; i <= 8; i++) {
                steps.add(i);
            }
        }
        return new Steps(steps, via);
    }

    private static List<String> callersOf(String name, MethodIndex index, String source) {
        String call = name + "(";
        return index.methods().stream()
                .filter(m -> !m.name().equals(name))
                .filter(m -> source.substring(m.bodyStart(), m.bodyEnd()).contains(call))
                .map(MethodIndex.Method::name)
                .distinct().toList();
    }
}
