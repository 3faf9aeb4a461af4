package grader.subject;

import java.lang.ref.WeakReference;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import wire.Containers;

/**
 * The judge's object for each map or list the subject returned, by the number of its identity
 * there: when the subject hands out the same object again, the check gets its same object
 * again (with the subject's content), as it would in one process. A check that tells a fresh
 * result from a shared one can then fail.
 */
final class SubjectIdentities {
    private final Map<Long, WeakReference<Object>> seen = new ConcurrentHashMap<>();

    /** {@code fresh}, or the object this judge made for {@code id} before, now holding {@code fresh}'s content. */
    Object same(long id, Object fresh) {
        WeakReference<Object> earlier = seen.get(id);
        Object known = earlier == null ? null : earlier.get();
        if (known == null || known.getClass() != fresh.getClass()) {
            seen.put(id, new WeakReference<>(fresh));
            return fresh;
        }
        Containers.putContent(known, fresh);
        return known;
    }
}
