package grader.mutants.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One Java file of a lab's answer as the mutant tools trace it by name: its code (comments and
 * literals blanked, so a name in a string is no use of it), its methods, its fields, and
 * whether it implements the lab. No parser; enough to follow calls and uses by name.
 */
public final class CodeFile {
    private static final Pattern LAB_CLASS = Pattern.compile("\\bimplements\\s+[\\w.]*Lab\\b");
    private static final Pattern TYPE = Pattern.compile("\\b(?:class|record|enum|interface)\\s+(\\w+)");
    private static final Pattern FIELD = Pattern.compile(
            "(?<![\\w$.])([\\w$.]+(?:<[^;={}()]*>)?(?:\\[\\])*)\\s+([\\w$]+)\\s*(=|;)");
    private static final Set<String> NOT_TYPES = Set.of("return", "throw", "throws", "package", "import", "new",
            "else", "case", "default", "extends", "implements", "assert", "yield", "break", "continue");

    /** A field: its name, the class that declares it, and its whole declaration {@code [start, end)}. */
    public record Field(String name, String owner, int start, int end) {
        boolean holds(int offset) {
            return offset >= start && offset < end;
        }
    }

    private final String code;
    private final MethodIndex index;
    private final boolean implementsLab;
    private final List<Field> fields;

    public CodeFile(String text) {
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
        this.fields = findFields();
    }

    public MethodIndex index() {
        return index;
    }

    /** True when a class of this file implements the lab's interface: its lab methods are the lab's. */
    public boolean implementsLab() {
        return implementsLab;
    }

    public List<Field> fields() {
        return fields;
    }

    /** The field whose declaration holds {@code offset}, if any. */
    public Optional<Field> fieldAt(int offset) {
        return fields.stream().filter(f -> f.holds(offset)).findFirst();
    }

    /** A method of a lambda's or anonymous class's, which runs only through the code around it. */
    public boolean isNested(MethodIndex.Method m) {
        return index.enclosing(m.bodyStart()).stream().anyMatch(outer -> !outer.equals(m));
    }

    /** The outermost method around {@code offset}: a lambda's or anonymous class's runs through it. */
    public Optional<MethodIndex.Method> outermost(int offset) {
        List<MethodIndex.Method> around = index.enclosing(offset);
        return around.isEmpty() ? Optional.empty() : Optional.of(around.get(around.size() - 1));
    }

    /** The start of a method's declaration (its modifiers, annotations and Javadoc). */
    public int declarationStart(MethodIndex.Method method) {
        return boundaryBefore(method.bodyStart()) + 1;
    }

    public boolean bodyCalls(MethodIndex.Method m, CallText.Callee callee) {
        return CallText.calls(code.substring(m.bodyStart(), m.bodyEnd()), callee, null) > 0;
    }

    /** Whether {@code pattern} occurs in the code (comments and literals blanked) of {@code [start, end)}. */
    public boolean codeHolds(Pattern pattern, int start, int end) {
        return pattern.matcher(code).region(start, end).find();
    }

    /** Whether a field or static initializer calls {@code callee}: a declaration is not a call. */
    public boolean callsOutsideMethods(CallText.Callee callee) {
        StringBuilder outside = new StringBuilder(code);
        for (MethodIndex.Method m : index.methods()) {
            for (int i = m.bodyStart(); i < m.bodyEnd(); i++) {
                outside.setCharAt(i, ' ');
            }
        }
        long declarations = index.methods().stream().filter(m -> m.name().equals(callee.name())).count();
        return CallText.calls(outside.toString(), callee, null) > declarations;
    }

    /**
     * Whether the code of {@code [start, end)} calls {@code callee} with as many arguments as
     * {@code arity} takes (a method reference always counts). Arguments are counted by commas
     * outside brackets, so a generic type with two arguments inside a call may hide a call.
     */
    public boolean calls(int start, int end, CallText.Callee callee, CallText.Arity arity) {
        return CallText.calls(code.substring(start, end), callee, arity) > 0;
    }

    /** The parameters {@code method} declares, counted by commas outside brackets in its header. */
    public CallText.Arity arityOf(MethodIndex.Method method) {
        String header = headerOf(method);
        Matcher name = Pattern.compile("(?<![\\w$])" + Pattern.quote(method.name()) + "\\s*\\(").matcher(header);
        if (!name.find()) {
            return new CallText.Arity(0, false);
        }
        String params = header.substring(name.end(), CallText.closingParenthesis(header, name.end() - 1, true));
        int count = params.isBlank() ? 0 : CallText.commasOutside(params, true) + 1;
        return new CallText.Arity(count, params.contains("..."));
    }

    /** How calls of {@code method} look: static ones name the innermost class around them. */
    public CallText.Callee calleeOf(MethodIndex.Method method) {
        boolean isStatic = !method.returnType().isEmpty() && headerOf(method).matches("(?s).*\\bstatic\\b.*");
        return new CallText.Callee(method.name(), isStatic ? classAround(method.bodyStart()) : null);
    }

    /** The simple name of the innermost class, record, enum or interface whose body holds {@code offset}. */
    public String classAround(int offset) {
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

    /** The code between the end of the statement or block before {@code method} and its body. */
    public String headerOf(MethodIndex.Method method) {
        return code.substring(boundaryBefore(method.bodyStart()) + 1, method.bodyStart());
    }

    private int boundaryBefore(int offset) {
        int from = offset - 1;
        while (from >= 0 && ";{}".indexOf(code.charAt(from)) < 0) {
            from--;
        }
        return from;
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

    /**
     * The fields, found in the code with every method body blanked (so a local variable is
     * none): a type, a name, then {@code =} or {@code ;}; the declaration runs to the
     * {@code ;} outside any bracket, so an array or anonymous class initializer is part of it.
     */
    private List<Field> findFields() {
        StringBuilder members = new StringBuilder(code);
        for (MethodIndex.Method m : index.methods()) {
            for (int i = m.bodyStart() + 1; i < m.bodyEnd(); i++) {
                members.setCharAt(i, ' ');
            }
        }
        List<Field> found = new ArrayList<>();
        Matcher m = FIELD.matcher(members);
        int from = 0;
        while (m.find(from)) {
            int end = m.group(3).equals(";") ? m.end() : statementEnd(members, m.end());
            if (!NOT_TYPES.contains(m.group(1))) {
                found.add(new Field(m.group(2), classAround(m.start()), boundaryBefore(m.start()) + 1, end));
            }
            from = Math.max(end, m.end());
        }
        return List.copyOf(found);
    }

    /** Just past the {@code ;} that ends the statement going on at {@code from}, outside any bracket. */
    private static int statementEnd(CharSequence text, int from) {
        int depth = 0;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if ("({[".indexOf(c) >= 0) {
                depth++;
            } else if (")}]".indexOf(c) >= 0) {
                depth--;
            } else if (c == ';' && depth <= 0) {
                return i + 1;
            }
        }
        return text.length();
    }
}
