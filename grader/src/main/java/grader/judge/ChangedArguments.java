package grader.judge;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Maps and lists the code under test changed in place. In one JVM the check would see the
 * change on its own object; here the subject reports the new content and the judge puts it
 * into the check's object, so a check that a method leaves its input alone can still fail.
 */
final class ChangedArguments {
    private ChangedArguments() {
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
