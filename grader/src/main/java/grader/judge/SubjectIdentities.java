package grader.judge;

import java.lang.ref.WeakReference;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The judge's object for each map or list the subject returned, by the number of its identity
 * there: when the subject hands out the same object again, the check gets its same object
 * again (with the subject's content), as it would in one process. A check that tells a fresh
 * result from a shared one can then fail.
 */
final class SubjectIdentities {
    private final Map<Long, WeakReference<Object>> seen = new ConcurrentHashMap<>();

    /** {@code fresh}, or the object this judge made for {@code id} before, now holding {@code fresh}'s content. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object same(long id, Object fresh) {
        WeakReference<Object> earlier = seen.get(id);
        Object known = earlier == null ? null : earlier.get();
        if (known == null || known.getClass() != fresh.getClass()) {
            seen.put(id, new WeakReference<>(fresh));
            return fresh;
        }
        try {
            if (known instanceof Map map) {
                map.clear();
                map.putAll((Map) fresh);
            } else if (known instanceof List list) {
                list.clear();
                list.addAll((Collection) fresh);
            }
        } catch (UnsupportedOperationException immutable) {
            // The check made it unmodifiable (it may, to see that code leaves it alone): it stays.
        }
        return known;
    }
}
