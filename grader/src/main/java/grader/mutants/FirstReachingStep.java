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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import grader.mutants.generate.JavaText;
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
    private static final Pattern LAB_CLASS = Pattern.compile("\\bimplements\\s+[\\w.]*Lab\\b");
    private static final Pattern TYPE = Pattern.compile("\\b(?:class|record|enum|interface)\\s+(\\w+)");

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
        List<SourceFile> files = new ArrayList<>();
        SourceFile changed = new SourceFile(source);
        files.add(changed);
        otherFiles.forEach((name, text) -> {
            if (!name.equals(mutant.file()) && text != null) {
                files.add(new SourceFile(text));
            }
        });
        List<MethodIndex.Method> enclosing = changed.index.enclosing(mutant.offset());
        if (enclosing.isEmpty()) {
            return OptionalInt.empty();
        }
        // A lambda or an anonymous class exists only once its enclosing method ran: start there.
        return lowestStep(new Node(changed, enclosing.get(enclosing.size() - 1)), files);
    }

    private record Node(SourceFile file, MethodIndex.Method method) {
    }

    private OptionalInt lowestStep(Node start, List<SourceFile> files) {
        Set<Node> seen = new HashSet<>();
        Deque<Node> toVisit = new ArrayDeque<>(List.of(start));
        int lowest = Integer.MAX_VALUE;
        while (!toVisit.isEmpty()) {
            Node next = toVisit.pop();
            String name = next.method().name();
            if (!seen.add(next)) {
                continue;
            }
            boolean labMethod = next.file().implementsLab && labMethodSteps.containsKey(name);
            if (labMethod && !labMethodSteps.get(name).isEmpty()) {
                lowest = Math.min(lowest, labMethodSteps.get(name).first());
            } else if (!labMethod && !calledOnlyByName(next)) {
                return OptionalInt.empty();
            }
            Callee callee = next.file().calleeOf(next.method());
            for (SourceFile file : files) {
                if (file.callsOutsideMethods(callee)) {
                    return OptionalInt.empty();
                }
                for (MethodIndex.Method m : file.index.methods()) {
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

    /**
     * What a call of a method looks like: its name and, for a static method, its class. A
     * static method is called unqualified or through its class; {@code other.send(...)} or
     * {@code Other.send(...)} is another method of that name.
     */
    private record Callee(String name, String staticOwner) {
        boolean matches(String qualifier) {
            return staticOwner == null || qualifier.isEmpty() || qualifier.equals(staticOwner);
        }
    }

    /** One file of the answer, with its code (comments and strings blanked) and its methods. */
    private static final class SourceFile {
        final String code;
        final MethodIndex index;
        final boolean implementsLab;

        SourceFile(String text) {
            JavaText java = new JavaText(text);
            StringBuilder onlyCode = new StringBuilder(text);
            for (int i = 0; i < text.length(); i++) {
                if (!java.isCode(i)) {
                    onlyCode.setCharAt(i, ' ');
                }
            }
            this.code = onlyCode.toString();
            this.index = new MethodIndex(java);
            this.implementsLab = LAB_CLASS.matcher(code).find();
        }

        boolean isNested(MethodIndex.Method m) {
            return index.enclosing(m.bodyStart()).stream().anyMatch(outer -> !outer.equals(m));
        }

        boolean bodyCalls(MethodIndex.Method m, Callee callee) {
            return calls(code.substring(m.bodyStart(), m.bodyEnd()), callee) > 0;
        }

        /** Whether a field or static initializer calls {@code callee}: a declaration is not a call. */
        boolean callsOutsideMethods(Callee callee) {
            StringBuilder outside = new StringBuilder(code);
            for (MethodIndex.Method m : index.methods()) {
                for (int i = m.bodyStart(); i < m.bodyEnd(); i++) {
                    outside.setCharAt(i, ' ');
                }
            }
            long declarations = index.methods().stream().filter(m -> m.name().equals(callee.name())).count();
            return calls(outside.toString(), callee) > declarations;
        }

        /** How calls of {@code method} look: static ones name the innermost class around them. */
        Callee calleeOf(MethodIndex.Method method) {
            boolean isStatic = !method.returnType().isEmpty() && headerOf(method).matches("(?s).*\\bstatic\\b.*");
            return new Callee(method.name(), isStatic ? classAround(method.bodyStart()) : null);
        }

        /** The simple name of the innermost class, record, enum or interface whose body holds {@code offset}. */
        private String classAround(int offset) {
            Matcher m = TYPE.matcher(code);
            String name = null;
            int smallest = Integer.MAX_VALUE;
            while (m.find()) {
                int open = code.indexOf('{', m.end());
                if (open < 0 || open > offset) {
                    continue;
                }
                int close = closing(open);
                if (offset < close && close - open < smallest) {
                    smallest = close - open;
                    name = m.group(1);
                }
            }
            return name == null ? "" : name;
        }

        private int closing(int open) {
            int depth = 0;
            for (int i = open; i < code.length(); i++) {
                if (code.charAt(i) == '{') {
                    depth++;
                } else if (code.charAt(i) == '}' && --depth == 0) {
                    return i;
                }
            }
            return code.length();
        }

        /** The code between the end of the statement or block before {@code method} and its body. */
        String headerOf(MethodIndex.Method method) {
            int from = method.bodyStart() - 1;
            while (from >= 0 && ";{}".indexOf(code.charAt(from)) < 0) {
                from--;
            }
            return code.substring(from + 1, method.bodyStart());
        }

        private static int calls(String text, Callee callee) {
            String name = Pattern.quote(callee.name());
            Matcher m = Pattern.compile("(?:([\\w$]+)\\s*\\.\\s*)?(?<![\\w$])" + name + "\\s*\\("
                    + "|(?:([\\w$]+)\\s*)?::\\s*" + name + "(?![\\w$])").matcher(text);
            int n = 0;
            while (m.find()) {
                String qualifier = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : "";
                if (callee.matches(qualifier)) {
                    n++;
                }
            }
            return n;
        }
    }
}
