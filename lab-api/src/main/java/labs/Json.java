package labs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict, tiny JSON codec for the HTTP parts of the labs, so that a submission needs no
 * library beyond this API.
 *
 * <p>Parsing gives {@code Map<String, Object>} (keys in document order), {@code List},
 * {@code String}, {@code Long} for whole numbers, {@code Double} for others,
 * {@code Boolean} and {@code null}. {@code true} and {@code "true"} and {@code 1} stay
 * different values: compare with {@code Boolean.TRUE.equals(value)} when a JSON boolean is
 * required. Malformed text, trailing text and duplicate keys are an
 * {@link IllegalArgumentException}.
 */
public final class Json {
    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /** Parses one JSON value that must fill the whole text. */
    public static Object parse(String text) {
        Json parser = new Json(text);
        Object value = parser.value();
        parser.skipSpace();
        if (parser.at != text.length()) {
            throw parser.error("trailing text");
        }
        return value;
    }

    /** Writes maps, lists, strings, numbers, booleans and null as compact JSON. */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        JsonWriter.append(out, value);
        return out.toString();
    }

    private Object value() {
        skipSpace();
        if (at >= text.length()) {
            throw error("unexpected end");
        }
        char c = text.charAt(at);
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'n': return literal("null", null);
            default: return number();
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        at++;
        skipSpace();
        if (peek('}')) {
            at++;
            return map;
        }
        while (true) {
            skipSpace();
            if (!peek('"')) {
                throw error("expected a key");
            }
            String key = string();
            skipSpace();
            expect(':');
            if (map.containsKey(key)) {
                throw error("duplicate key " + key);
            }
            map.put(key, value());
            skipSpace();
            if (peek('}')) {
                at++;
                return map;
            }
            expect(',');
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        at++;
        skipSpace();
        if (peek(']')) {
            at++;
            return list;
        }
        while (true) {
            list.add(value());
            skipSpace();
            if (peek(']')) {
                at++;
                return list;
            }
            expect(',');
        }
    }

    private String string() {
        at++;
        StringBuilder out = new StringBuilder();
        while (at < text.length()) {
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                throw error("control character in string");
            }
            out.append(c == '\\' ? escape() : c);
        }
        throw error("unterminated string");
    }

    private char escape() {
        if (at >= text.length()) {
            throw error("unterminated escape");
        }
        char c = text.charAt(at++);
        switch (c) {
            case '"': case '\\': case '/': return c;
            case 'b': return '\b';
            case 'f': return '\f';
            case 'n': return '\n';
            case 'r': return '\r';
            case 't': return '\t';
            case 'u':
                if (at + 4 > text.length()) {
                    throw error("short unicode escape");
                }
                try {
                    char decoded = (char) Integer.parseInt(text.substring(at, at + 4), 16);
                    at += 4;
                    return decoded;
                } catch (NumberFormatException e) {
                    throw error("bad unicode escape");
                }
            default: throw error("bad escape");
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("unknown literal");
        }
        at += word.length();
        return value;
    }

    private Object number() {
        int start = at;
        if (peek('-')) {
            at++;
        }
        while (at < text.length() && "0123456789.eE+-".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        String literal = text.substring(start, at);
        if (!literal.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
            throw error("bad number");
        }
        if (literal.matches("-?[0-9]+")) {
            try {
                return Long.parseLong(literal);
            } catch (NumberFormatException e) {
                throw error("integer out of range");
            }
        }
        return Double.parseDouble(literal);
    }

    private void skipSpace() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private boolean peek(char c) {
        return at < text.length() && text.charAt(at) == c;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
        at++;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("malformed JSON at " + at + ": " + what);
    }
}
