package grader.subject;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * JSON for the judge's end of the protocol. What the subject sends becomes fresh plain
 * objects of the JDK (maps, lists, strings, longs, doubles, booleans, null): nothing the
 * subject wrote can make the judge run code of the subject's choosing.
 */
final class JudgeJson {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private JudgeJson() {
    }

    static String write(Object value) {
        return MAPPER.writeValueAsString(value);
    }

    /** A message of the subject: a JSON object, or an exception that ends the link. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> readMessage(String text) {
        Object value = plain(MAPPER.readTree(text));
        if (!(value instanceof Map)) {
            throw new IllegalArgumentException("a message of the subject is not a JSON object");
        }
        return (Map<String, Object>) value;
    }

    private static Object plain(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (node.isObject()) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                map.put(e.getKey(), plain(e.getValue()));
            }
            return map;
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>();
            for (Iterator<JsonNode> i = node.values().iterator(); i.hasNext();) {
                list.add(plain(i.next()));
            }
            return list;
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return node.longValue();
        }
        if (node.isNumber()) {
            return node.doubleValue();
        }
        return node.asString();
    }
}
