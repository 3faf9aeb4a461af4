package grader.mutants.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import grader.mutants.generate.CallText;
import grader.mutants.generate.CodeFile;
import grader.mutants.generate.MethodIndex;

/**
 * One step of a trace by name: the methods and field initializers that use a method, a field
 * or a class, found in the code of every file of a lab's answer. Name matching may find too
 * many users, never too few of those it can see.
 */
final class UsesByName {
    private UsesByName() {
    }

    /** What a trace passes through: a method, a field, or a class named by the code that uses it. */
    sealed interface Node permits MethodNode, FieldNode, TypeNode {
    }

    record MethodNode(CodeFile file, MethodIndex.Method method) implements Node {
    }

    record FieldNode(CodeFile file, CodeFile.Field field) implements Node {
    }

    record TypeNode(String name) implements Node {
    }

    static List<Node> of(Node node, List<CodeFile> files) {
        if (node instanceof MethodNode m) {
            return callersOf(m, files);
        }
        if (node instanceof FieldNode f) {
            return namersOf(f, files);
        }
        String type = Pattern.quote(((TypeNode) node).name());
        return users(files, Pattern.compile("(?<![\\w$])(?:new\\s+" + type + "\\b|" + type + "\\s*(?:\\.|::))"),
                ((TypeNode) node).name());
    }

    /**
     * The methods and field initializers that call {@code node}'s method with as many
     * arguments as it takes (a private one only in its own file). One that none calls so, and
     * that is neither private nor static nor a constructor, may be called by the JDK (a
     * handler, a {@code close}): it is reached through the code that names its class.
     */
    private static List<Node> callersOf(MethodNode node, List<CodeFile> files) {
        CallText.Callee callee = node.file().calleeOf(node.method());
        CallText.Arity arity = node.file().arityOf(node.method());
        String header = node.file().headerOf(node.method());
        boolean isPrivate = header.matches("(?s).*\\bprivate\\b.*");
        List<Node> callers = new ArrayList<>();
        for (CodeFile file : isPrivate ? List.of(node.file()) : files) {
            for (MethodIndex.Method m : members(file)) {
                if (!(file == node.file() && m.equals(node.method()))
                        && file.calls(m.bodyStart(), m.bodyEnd(), callee, arity)) {
                    callers.add(new MethodNode(file, m));
                }
            }
            file.fields().stream().filter(f -> file.calls(f.start(), f.end(), callee, arity))
                    .forEach(f -> callers.add(new FieldNode(file, f)));
        }
        boolean onlyByName = node.method().returnType().isEmpty() || header.matches("(?s).*\\b(private|static)\\b.*");
        if (callers.isEmpty() && !onlyByName) {
            callers.add(new TypeNode(node.file().classAround(node.method().bodyStart())));
        }
        return callers;
    }

    /** The methods and field initializers that name the field: in its own file by name, elsewhere as {@code Owner.NAME}. */
    private static List<Node> namersOf(FieldNode node, List<CodeFile> files) {
        String name = Pattern.quote(node.field().name());
        Pattern bare = Pattern.compile("(?<![\\w$])" + name + "(?![\\w$])(?!\\s*\\()");
        Pattern qualified = Pattern.compile("(?<![\\w$])" + Pattern.quote(node.field().owner()) + "\\s*\\.\\s*"
                + name + "(?![\\w$])(?!\\s*\\()");
        List<Node> users = new ArrayList<>();
        for (CodeFile file : files) {
            Pattern use = file == node.file() ? bare : qualified;
            for (MethodIndex.Method m : members(file)) {
                if (file.codeHolds(use, m.bodyStart(), m.bodyEnd())) {
                    users.add(new MethodNode(file, m));
                }
            }
            file.fields().stream().filter(f -> !f.equals(node.field()) && file.codeHolds(use, f.start(), f.end()))
                    .forEach(f -> users.add(new FieldNode(file, f)));
        }
        return users;
    }

    /** The methods and field initializers, outside the class {@code owner} itself, whose code holds {@code use}. */
    private static List<Node> users(List<CodeFile> files, Pattern use, String owner) {
        List<Node> users = new ArrayList<>();
        for (CodeFile file : files) {
            for (MethodIndex.Method m : members(file)) {
                if (!file.classAround(m.bodyStart()).equals(owner) && file.codeHolds(use, m.bodyStart(), m.bodyEnd())) {
                    users.add(new MethodNode(file, m));
                }
            }
            file.fields().stream().filter(f -> !f.owner().equals(owner) && file.codeHolds(use, f.start(), f.end()))
                    .forEach(f -> users.add(new FieldNode(file, f)));
        }
        return users;
    }

    /** The methods declared in a class body: a lambda's, an anonymous class's or a field initializer's run through what holds them. */
    static List<MethodIndex.Method> members(CodeFile file) {
        return file.index().methods().stream()
                .filter(m -> !file.isNested(m) && file.fieldAt(m.bodyStart()).isEmpty()).toList();
    }
}
