package wire;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Maps and lists as both ends of the protocol share them: a copy to compare with after a call,
 * which arguments a call changed in place, and how the other side's new content is put into
 * one's own object, so that a change made across the boundary shows as if the object were shared.
 */
public final class Containers {
    private Containers() {
    }

    /** A deep copy of each map or list argument (null for others), to compare with after a call. */
    public static List<Object> copiesOf(Object[] args) {
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

    /** The indices of the map and list arguments that no longer equal their copies from {@link #copiesOf}, key order included. */
    public static List<Integer> changed(List<Object> before, Object[] args) {
        List<Integer> changed = new ArrayList<>();
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i) != null && !sameInOrder(before.get(i), args[i])) {
                changed.add(i);
            }
        }
        return changed;
    }

    /**
     * Equal, and a map's keys in the same order: Map.equals ignores the order, but the caller of
     * a map whose keys were put back in another order sees its map changed (it iterates it).
     */
    static boolean sameInOrder(Object a, Object b) {
        if (a instanceof Map<?, ?> left && b instanceof Map<?, ?> right) {
            if (left.size() != right.size()) {
                return false;
            }
            var rightEntries = right.entrySet().iterator();
            for (Map.Entry<?, ?> entry : left.entrySet()) {
                Map.Entry<?, ?> other = rightEntries.next();
                if (!Objects.equals(entry.getKey(), other.getKey()) || !sameInOrder(entry.getValue(), other.getValue())) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof List<?> left && b instanceof List<?> right) {
            if (left.size() != right.size()) {
                return false;
            }
            for (int i = 0; i < left.size(); i++) {
                if (!sameInOrder(left.get(i), right.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return Objects.equals(a, b);
    }

    /** Puts {@code now}'s content into {@code target} when both are maps or both lists; an unmodifiable target stays. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void putContent(Object target, Object now) {
        try {
            if (target instanceof Map map && now instanceof Map newMap) {
                map.clear();
                map.putAll(newMap);
            } else if (target instanceof List list && now instanceof Collection newList) {
                list.clear();
                list.addAll(newList);
            }
        } catch (UnsupportedOperationException immutable) {
            // Its owner made it unmodifiable: in one process the change would have failed there too.
        }
    }
}
