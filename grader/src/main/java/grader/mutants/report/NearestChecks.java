package grader.mutants.report;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import grader.mutants.Mutant;
import grader.mutants.report.UsesByName.FieldNode;
import grader.mutants.report.UsesByName.MethodNode;
import grader.mutants.report.UsesByName.Node;
import grader.mutants.report.UsesByName.TypeNode;
import grader.mutants.generate.CodeFile;
import grader.mutants.generate.MethodIndex;

/**
 * The lab methods, and so the steps, nearest to a change: what the change sits in (a lab
 * method, a helper method, a field such as an SQL constant, a class) is traced by name,
 * across every file of the lab's answer, to the lab methods that use it. A helper is traced
 * to the methods and field initializers that call it, a field to those that name it (in
 * other files only as {@code Owner.NAME}), and a method nothing calls by name that the JDK
 * may call (an HTTP handler, a {@code close}) to the code that names its class. Name
 * matching may find too many users, never too few of those it can see.
 */
public final class NearestChecks {
    /**
     * What a trace found.
     *
     * @param changedIn  what the change sits in, in words ("field OWNED", "method inImmediate()")
     * @param direct     true when the change sits only in lab methods themselves
     * @param steps      the steps of the lab methods found, empty when none was
     * @param labMethods the lab methods found
     */
    public record Trace(List<String> changedIn, boolean direct, TreeSet<Integer> steps, Set<String> labMethods) {
        public boolean found() {
            return !labMethods.isEmpty();
        }
    }

    private final Map<String, TreeSet<Integer>> methodSteps;

    public NearestChecks(Map<String, TreeSet<Integer>> methodSteps) {
        this.methodSteps = methodSteps;
    }

    /**
     * Traces {@code mutant}'s change. {@code labFiles}: every file of the lab's answer as the
     * reference has it, by the name a mutant gives it; the changed file is read with the
     * change applied, so a field the change adds is traced too.
     */
    public Trace of(Mutant mutant, Map<String, String> labFiles) {
        CodeFile changed = new CodeFile(mutant.applyTo(labFiles.get(mutant.file())));
        List<CodeFile> files = new ArrayList<>(List.of(changed));
        labFiles.forEach((name, text) -> {
            if (!name.equals(mutant.file()) && text != null) {
                files.add(new CodeFile(text));
            }
        });
        int from = mutant.offset() + commonPrefix(mutant.original(), mutant.replacement());
        int to = Math.max(from, mutant.offset() + mutant.replacement().length()
                - commonSuffix(mutant.original(), mutant.replacement(), from - mutant.offset()));
        List<Node> starts = startsOf(changed, from, to);
        if (starts.isEmpty()) {
            String fileName = mutant.file().substring(mutant.file().lastIndexOf('/') + 1);
            return new Trace(List.of("code outside any method or field in " + fileName), false, new TreeSet<>(),
                    Set.of());
        }
        return trace(starts, files);
    }

    /** What the change of {@code [from, to)} sits in: the method around it, else every member it overlaps. */
    private List<Node> startsOf(CodeFile file, int from, int to) {
        List<MethodIndex.Method> around = file.index().enclosing(from);
        if (!around.isEmpty() && around.get(around.size() - 1).bodyEnd() >= to) {
            for (MethodIndex.Method m : around) {
                if (isLabMethod(file, m)) {
                    return List.of(new MethodNode(file, m));
                }
            }
            // A lambda's or anonymous class's method runs through the method or field around it.
            return List.of(file.fieldAt(from).<Node>map(f -> new FieldNode(file, f))
                    .orElse(new MethodNode(file, around.get(around.size() - 1))));
        }
        int end = Math.max(to, from + 1);
        List<Node> starts = new ArrayList<>();
        file.fields().stream().filter(f -> f.start() < end && f.end() > from).forEach(f -> starts.add(new FieldNode(file, f)));
        for (MethodIndex.Method m : UsesByName.members(file)) {
            if (file.declarationStart(m) < end && m.bodyEnd() >= from) {
                starts.add(new MethodNode(file, m));
            }
        }
        return starts;
    }

    private Trace trace(List<Node> starts, List<CodeFile> files) {
        TreeSet<Integer> steps = new TreeSet<>();
        Set<String> labMethods = new TreeSet<>();
        Set<Node> seen = new HashSet<>();
        Deque<Node> toVisit = new ArrayDeque<>(starts);
        while (!toVisit.isEmpty()) {
            Node next = toVisit.pop();
            if (!seen.add(next)) {
                continue;
            }
            if (next instanceof MethodNode m && isLabMethod(m.file(), m.method())) {
                steps.addAll(methodSteps.get(m.method().name()));
                labMethods.add(m.method().name());
            } else {
                toVisit.addAll(UsesByName.of(next, files));
            }
        }
        boolean direct = starts.stream().allMatch(n -> n instanceof MethodNode m && isLabMethod(m.file(), m.method()));
        return new Trace(starts.stream().map(this::describe).toList(), direct, steps, labMethods);
    }

    private boolean isLabMethod(CodeFile file, MethodIndex.Method m) {
        return file.implementsLab() && methodSteps.containsKey(m.name());
    }

    private String describe(Node node) {
        if (node instanceof FieldNode f) {
            return "field " + f.field().name();
        }
        if (node instanceof TypeNode t) {
            return "class " + t.name();
        }
        MethodIndex.Method m = ((MethodNode) node).method();
        String kind = isLabMethod(((MethodNode) node).file(), m) ? "lab method"
                : m.returnType().isEmpty() ? "constructor" : "method";
        return kind + " " + m.name() + "()";
    }

    private static int commonPrefix(String a, String b) {
        int n = 0;
        while (n < a.length() && n < b.length() && a.charAt(n) == b.charAt(n)) {
            n++;
        }
        return n;
    }

    /** The common suffix of {@code a} and {@code b} that leaves their first {@code prefix} characters alone. */
    private static int commonSuffix(String a, String b, int prefix) {
        int n = 0;
        while (n < a.length() - prefix && n < b.length() - prefix
                && a.charAt(a.length() - 1 - n) == b.charAt(b.length() - 1 - n)) {
            n++;
        }
        return n;
    }
}
