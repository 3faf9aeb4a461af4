package grader.mutants.generate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The methods of a source file, found by brace matching over code characters: a block whose
 * header reads {@code modifiers Type name(params) throws ...} is a method. Enough to tell
 * which method encloses a line and what it returns, without a parser.
 */
public final class MethodIndex {
    /** One method: its name, declared return type ("" for a constructor) and body {@code [bodyStart, bodyEnd)}. */
    public record Method(String name, String returnType, int bodyStart, int bodyEnd) {
        boolean encloses(int offset) {
            return offset > bodyStart && offset < bodyEnd;
        }
    }

    private static final Pattern HEADER = Pattern.compile(
            "(?:@[\\w.]+(?:\\([^)]*\\))?\\s+)*"
                    + "((?:public|protected|private|static|final|synchronized|abstract|default)\\s+)*"
                    + "(?:<[\\w.<>, ?\\[\\]]*>\\s+)?"
                    + "([\\w.]+(?:<[\\w.<>, ?\\[\\]]*>)?(?:\\[\\])*\\s+)?"
                    + "(\\w+)\\s*\\([^)]*\\)\\s*(?:throws\\s+[\\w.,\\s]+)?");
    private static final Set<String> NOT_METHODS = Set.of("if", "for", "while", "switch", "catch", "synchronized",
            "try", "do", "else", "return", "new", "class", "interface", "record", "enum");

    private final List<Method> methods;

    public MethodIndex(JavaText source) {
        this.methods = find(source);
    }

    public List<Method> methods() {
        return methods;
    }

    /** The methods enclosing {@code offset}, innermost first. */
    public List<Method> enclosing(int offset) {
        return methods.stream().filter(m -> m.encloses(offset))
                .sorted(Comparator.comparingInt(m -> m.bodyEnd() - m.bodyStart())).toList();
    }

    public Optional<Method> innermost(int offset) {
        return enclosing(offset).stream().findFirst();
    }

    private static List<Method> find(JavaText source) {
        String t = source.text();
        List<Method> found = new ArrayList<>();
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) != '{' || !source.isCode(i)) {
                continue;
            }
            String header = header(source, i);
            Matcher m = HEADER.matcher(header);
            String type = m.matches() && m.group(2) != null ? m.group(2).strip() : "";
            if (m.matches() && !NOT_METHODS.contains(m.group(3)) && !NOT_METHODS.contains(type)
                    && !header.contains("=")) {
                found.add(new Method(m.group(3), type, i, matchingBrace(source, i)));
            }
        }
        return found;
    }

    /** The code before a brace, back to the previous statement or block boundary, comments blanked. */
    private static String header(JavaText source, int brace) {
        String t = source.text();
        StringBuilder out = new StringBuilder();
        for (int i = brace - 1; i >= 0; i--) {
            char c = t.charAt(i);
            if (source.isCode(i) && (c == ';' || c == '{' || c == '}')) {
                break;
            }
            out.append(source.isCode(i) ? c : ' ');
        }
        return out.reverse().toString().replaceAll("\\s+", " ").strip();
    }

    static int matchingBrace(JavaText source, int open) {
        String t = source.text();
        int depth = 0;
        for (int i = open; i < t.length(); i++) {
            if (!source.isCode(i)) {
                continue;
            }
            if (t.charAt(i) == '{') {
                depth++;
            } else if (t.charAt(i) == '}' && --depth == 0) {
                return i;
            }
        }
        return t.length();
    }
}
