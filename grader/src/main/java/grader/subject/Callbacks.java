package grader.subject;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import wire.Containers;

/**
 * The judge's objects that the subject holds as call backs (fault hooks, senders), and what
 * they threw: an exception thrown by a hook goes to the subject as a description with a
 * token, and when it comes back out of the submission the check gets its own object again.
 */
final class Callbacks {
    private record Entry(Object target, Class<?> api) {
    }

    private final AtomicLong next = new AtomicLong();
    private final Map<Long, Entry> targets = new ConcurrentHashMap<>();
    private final Map<Long, Throwable> thrown = new ConcurrentHashMap<>();
    private final JudgeValues values;

    Callbacks(JudgeValues values) {
        this.values = values;
    }

    long register(Object target, Class<?> api) {
        long id = next.incrementAndGet();
        targets.put(id, new Entry(target, api));
        return id;
    }

    /** The exception a judge object threw, by the token the subject carried it under. */
    Throwable thrown(long token) {
        return thrown.get(token);
    }

    /** Runs one call back of the subject and describes its outcome: {@code ok} or {@code threw}. */
    Map<String, Object> answer(Map<String, Object> request) {
        Map<String, Object> reply = new LinkedHashMap<>();
        try {
            Entry entry = targets.get((Long) request.get("callback"));
            Method method = methodOf(entry, (String) request.get("method"), (List<?>) request.get("args"));
            Object[] args = values.decodeAll((List<?>) request.get("args"), method.getParameterTypes());
            List<Object> before = Containers.copiesOf(args);
            try {
                reply.put("ok", values.encode(method.invoke(entry.target(), args), method.getReturnType()));
            } finally {
                reply.put("changed", ChangedArguments.describe(before, args, values));
            }
        } catch (InvocationTargetException e) {
            reply.put("threw", describe(e.getCause()));
        } catch (ReflectiveOperationException | RuntimeException e) {
            reply.put("threw", describe(e));
        }
        return reply;
    }

    private static Method methodOf(Entry entry, String name, List<?> args) throws NoSuchMethodException {
        if (entry == null) {
            throw new IllegalArgumentException("no call back with that id");
        }
        for (Method method : entry.api().getMethods()) {
            if (method.getName().equals(name) && method.getParameterCount() == args.size()
                    && !method.isDefault() && !java.lang.reflect.Modifier.isStatic(method.getModifiers())) {
                return method;
            }
        }
        throw new NoSuchMethodException(entry.api().getName() + "." + name);
    }

    private Map<String, Object> describe(Throwable t) {
        long token = next.incrementAndGet();
        thrown.put(token, t);
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("token", token);
        d.put("type", t.getClass().getName());
        d.put("message", t.getMessage());
        if (t instanceof SQLException sql) {
            d.put("kind", "sql");
            d.put("sqlState", sql.getSQLState());
            d.put("code", sql.getErrorCode());
        } else {
            d.put("kind", t instanceof Error ? "error" : t instanceof RuntimeException ? "unchecked" : "checked");
        }
        return d;
    }
}
