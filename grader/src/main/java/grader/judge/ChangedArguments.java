package grader.judge;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Maps and lists changed in place across the process boundary. In one JVM the check would see
 * the change on its own object; here the subject reports the new content and the judge puts it
 * into the check's object, so a check that a method leaves its input alone can still fail; and
 * the other way round for what a judge's call back (a sender) changes in its arguments.
 */
final class ChangedArguments {
    private ChangedArguments() {
    }

    /** A deep copy of each map or list argument (null for others), to compare with after a call. */
    static List<Object> copies(Object[] args) {
        List<Object> copies = new ArrayList<>();
        for (Object arg : args) {
            copies.add(arg instanceof Map || arg instanceof List ? copy(arg) : null);
        }
        return copies;
    }

    private static Object copy(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put(k, copy(v)));
            return out;
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(v -> out.add(copy(v)));
            return out;
        }
        return value;
    }

    /**
     * The arguments the judge's own object (a sender, a hook) changed in place, by index: the
     * subject puts the new content into the submission's objects, as if they were shared.
     */
    static Map<String, Object> describe(List<Object> before, Object[] args, JudgeValues values) {
        Map<String, Object> changed = new LinkedHashMap<>();
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i) != null && !before.get(i).equals(args[i])) {
                changed.put(Integer.toString(i), values.encode(args[i], Object.class));
            }
        }
        return changed;
    }

    @SuppressWarnings("unchecked")
    static void apply(Object[] args, Object changed, JudgeValues values) {
        if (!(changed instanceof Map<?, ?> byIndex)) {
            return;
        }
        byIndex.forEach((index, content) -> {
            int i = Integer.parseInt(String.valueOf(index));
            if (i < 0 || i >= args.length) {
                return;
            }
            Object now = values.decode(content, Object.class);
            try {
                if (args[i] instanceof Map map && now instanceof Map<?, ?> newMap) {
                    map.clear();
                    map.putAll(newMap);
                } else if (args[i] instanceof List list && now instanceof Collection<?> newList) {
                    list.clear();
                    list.addAll(newList);
                }
            } catch (UnsupportedOperationException immutable) {
                // The check passed an unmodifiable value; it stays as it was.
            }
        });
    }
}
