package grader.mutants.generate;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Calls of a method as they look in code with comments and literals blanked, found by name
 * (no parser): {@code name(}, {@code Owner.name(} or {@code ::name}, with as many arguments as
 * the method takes when that is asked.
 */
public final class CallText {
    private CallText() {
    }

    /**
     * What a call of a method looks like: its name and, for a static method, its class. A
     * static method is called unqualified or through its class; {@code other.send(...)} or
     * {@code Other.send(...)} is another method of that name.
     */
    public record Callee(String name, String staticOwner) {
        boolean matches(String qualifier) {
            return staticOwner == null || qualifier.isEmpty() || qualifier.equals(staticOwner);
        }
    }

    /** How many arguments a call of a method passes: its parameters, or at least all but the last for varargs. */
    public record Arity(int parameters, boolean varargs) {
        boolean accepts(int arguments) {
            return varargs ? arguments >= parameters - 1 : arguments == parameters;
        }
    }

    /** How many calls of {@code callee} {@code text} holds; with an arity, only calls passing as many arguments. */
    static int calls(String text, Callee callee, Arity arity) {
        String name = Pattern.quote(callee.name());
        Matcher m = Pattern.compile("(?:([\\w$]+)\\s*\\.\\s*)?(?<![\\w$])" + name + "\\s*\\("
                + "|(?:([\\w$]+)\\s*)?::\\s*" + name + "(?![\\w$])").matcher(text);
        int n = 0;
        while (m.find()) {
            String qualifier = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : "";
            boolean call = text.charAt(m.end() - 1) == '(';
            if (callee.matches(qualifier) && (arity == null || !call || arity.accepts(arguments(text, m.end() - 1)))) {
                n++;
            }
        }
        return n;
    }

    /** How many arguments the call whose {@code (} is at {@code open} passes. */
    private static int arguments(String text, int open) {
        String args = text.substring(open + 1, closingParenthesis(text, open, false));
        return args.isBlank() ? 0 : commasOutside(args, false) + 1;
    }

    /** The index of the {@code )} that closes the one at {@code open}; angle brackets count in a declaration only. */
    static int closingParenthesis(String text, int open, boolean declaration) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '[' || c == '{' || declaration && c == '<') {
                depth++;
            } else if ((c == ')' || c == ']' || c == '}' || declaration && c == '>') && --depth == 0) {
                return i;
            }
        }
        return text.length();
    }

    static int commasOutside(String text, boolean declaration) {
        int depth = 0;
        int commas = 0;
        for (char c : text.toCharArray()) {
            if (c == '(' || c == '[' || c == '{' || declaration && c == '<') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}' || declaration && c == '>') {
                depth--;
            } else if (c == ',' && depth == 0) {
                commas++;
            }
        }
        return commas;
    }
}
