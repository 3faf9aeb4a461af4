package grader.mutants;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import grader.mutants.generate.CallText;
import grader.mutants.generate.CodeFile;
import grader.mutants.generate.MethodIndex;

/**
 * The lowest step whose checks can run a change, when that is known for certain. Steps are
 * cumulative, so a check of step N calls only lab methods of steps up to N (each lab method's
 * steps come from its Javadoc); the checks of the steps below the lowest step of every lab
 * method that reaches the change cannot see it, and a mutant need not be graded there.
 *
 * <p>What reaches a method is found by name over every file of the lab's answer: each method
 * whose body calls it ({@code name(} or {@code ::name}), through any number of calls, up to
 * the lab methods. A name match may name too many callers, which only lowers the step. It
 * may miss a caller only when the JDK calls a method on its own (a {@code close} in
 * try-with-resources, a {@code toString}, a handler): so every method on the way must be one
 * nothing calls without naming it (private, static, a constructor, or a lab method of the
 * class that implements the lab), and none may be called from a field or static initializer.
 * Anything less certain gives no answer: grade from step 1.
 */
final class FirstReachingStep {
    private final Map<String, TreeSet<Integer>> labMethodSteps;
    private final Map<String, String> otherFiles;

    /** Reaches through the mutated file only. */
    FirstReachingStep(Map<String, TreeSet<Integer>> labMethodSteps) {
        this(labMethodSteps, Map.of());
    }

    /** Reaches through the mutated file and {@code otherFiles} (file name to source: the rest of the answer). */
    FirstReachingStep(Map<String, TreeSet<Integer>> labMethodSteps, Map<String, String> otherFiles) {
        this.labMethodSteps = labMethodSteps;
        this.otherFiles = otherFiles;
    }

    OptionalInt of(Mutant mutant, String source) {
        if (source == null || !mutant.applicable()) {
            return OptionalInt.empty();
        }
        List<CodeFile> files = new ArrayList<>();
        CodeFile changed = new CodeFile(source);
        files.add(changed);
        otherFiles.forEach((name, text) -> {
            if (!name.equals(mutant.file()) && text != null) {
                files.add(new CodeFile(text));
            }
        });
        List<MethodIndex.Method> enclosing = changed.index().enclosing(mutant.offset());
        if (enclosing.isEmpty()) {
            return OptionalInt.empty();
        }
        // A lambda or an anonymous class exists only once its enclosing method ran: start there.
        return lowestStep(new Node(changed, enclosing.get(enclosing.size() - 1)), files);
    }

    private record Node(CodeFile file, MethodIndex.Method method) {
    }

    private OptionalInt lowestStep(Node start, List<CodeFile> files) {
        Set<Node> seen = new HashSet<>();
        Deque<Node> toVisit = new ArrayDeque<>(List.of(start));
        int lowest = Integer.MAX_VALUE;
        while (!toVisit.isEmpty()) {
            Node next = toVisit.pop();
            String name = next.method().name();
            if (!seen.add(next)) {
                continue;
            }
            boolean labMethod = next.file().implementsLab() && labMethodSteps.containsKey(name);
            if (labMethod && !labMethodSteps.get(name).isEmpty()) {
                lowest = Math.min(lowest, labMethodSteps.get(name).first());
            } else if (!labMethod && !calledOnlyByName(next)) {
                return OptionalInt.empty();
            }
            CallText.Callee callee = next.file().calleeOf(next.method());
            for (CodeFile file : files) {
                if (file.callsOutsideMethods(callee)) {
                    return OptionalInt.empty();
                }
                for (MethodIndex.Method m : file.index().methods()) {
                    // A method of a lambda's or anonymous class's is reached through the method around it.
                    if (!file.isNested(m) && file.bodyCalls(m, callee)) {
                        toVisit.add(new Node(file, m));
                    }
                }
            }
        }
        return lowest == Integer.MAX_VALUE ? OptionalInt.empty() : OptionalInt.of(lowest);
    }

    /** Private, static or a constructor: nothing but code that names it can call it. */
    private static boolean calledOnlyByName(Node node) {
        MethodIndex.Method method = node.method();
        if (method.returnType().isEmpty()) {
            return true;
        }
        String header = node.file().headerOf(method);
        return header.matches("(?s).*\\b(private|static)\\b.*");
    }
}
