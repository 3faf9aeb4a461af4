package grader.subject;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import wire.Containers;

/**
 * Maps and lists changed in place across the process boundary. In one JVM the check would see
 * the change on its own object; here the subject reports the new content and the judge puts it
 * into the check's object, so a check that a method leaves its input alone can still fail; and
 * the other way round for what a judge's call back (a sender) changes in its arguments.
 */
final class ChangedArguments {
    private ChangedArguments() {
    }

    /**
     * The arguments the judge's own object (a sender, a hook) changed in place, by index: the
     * subject puts the new content into the submission's objects, as if they were shared.
     */
    static Map<String, Object> describe(List<Object> before, Object[] args, JudgeValues values) {
        Map<String, Object> changed = new LinkedHashMap<>();
        Containers.changed(before, args).forEach(i -> changed.put(Integer.toString(i), values.encode(args[i], Object.class)));
        return changed;
    }

    static void apply(Object[] args, Object changed, JudgeValues values) {
        if (!(changed instanceof Map<?, ?> byIndex)) {
            return;
        }
        byIndex.forEach((index, content) -> {
            int i = Integer.parseInt(String.valueOf(index));
            if (i < 0 || i >= args.length) {
                return;
            }
            Containers.putContent(args[i], values.decode(content, Object.class));
        });
    }
}
