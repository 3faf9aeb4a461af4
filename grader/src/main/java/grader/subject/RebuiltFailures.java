package grader.subject;

import java.lang.reflect.Constructor;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * Rebuilds, judge-side, an exception the subject described: the nearest class in its chain
 * that the judge knows (the JDK's and lab-api's), with the message, SQL state and code, the
 * submission's frames and the cause. An exception that a judge call back threw comes back as
 * that very object. A submission's own exception class becomes a {@link SubmissionException}
 * naming it.
 */
final class RebuiltFailures {
    private static final int MAX_CAUSES = 8;

    private RebuiltFailures() {
    }

    static Throwable rebuild(Map<?, ?> d, Callbacks callbacks) {
        return rebuild(d, callbacks, 0);
    }

    private static Throwable rebuild(Map<?, ?> d, Callbacks callbacks, int depth) {
        if (d.get("token") instanceof Long token && callbacks.thrown(token) != null) {
            return callbacks.thrown(token);
        }
        String message = d.get("message") instanceof String s ? s : null;
        Throwable rebuilt = known(d, message);
        rebuilt.setStackTrace(frames(d.get("stack")));
        if (d.get("cause") instanceof Map<?, ?> cause && depth < MAX_CAUSES) {
            try {
                rebuilt.initCause(rebuild(cause, callbacks, depth + 1));
            } catch (IllegalStateException | IllegalArgumentException alreadySet) {
                // The rebuilt type set a cause of its own; the description's is lost, not the failure.
            }
        }
        return rebuilt;
    }

    private static Throwable known(Map<?, ?> d, String message) {
        List<?> types = d.get("types") instanceof List<?> list ? list : List.of();
        String original = types.isEmpty() ? "an unknown exception" : String.valueOf(types.get(0));
        for (Object type : types) {
            String name = String.valueOf(type);
            boolean generic = name.equals("java.lang.RuntimeException") || name.equals("java.lang.Exception")
                    || name.equals("java.lang.Throwable") || name.equals("java.lang.Error");
            if (generic && !name.equals(original)) {
                break;
            }
            Throwable t = instantiate(name, message, d);
            if (t != null) {
                return t;
            }
        }
        return new SubmissionException(original, message);
    }

    /** A JDK or lab-api throwable of that name, or null when the judge has none it may make. */
    private static Throwable instantiate(String name, String message, Map<?, ?> d) {
        if (!name.startsWith("java.") && !name.startsWith("javax.") && !name.startsWith("labs.")) {
            return null;
        }
        try {
            Class<?> type = Class.forName(name, false, RebuiltFailures.class.getClassLoader());
            if (!Throwable.class.isAssignableFrom(type)) {
                return null;
            }
            if (SQLException.class.isAssignableFrom(type)) {
                String state = d.get("sqlState") instanceof String s ? s : null;
                int code = d.get("code") instanceof Long c ? c.intValue() : 0;
                Constructor<?> sql = type.getConstructor(String.class, String.class, int.class);
                return (Throwable) sql.newInstance(message, state, code);
            }
            return (Throwable) type.getConstructor(String.class).newInstance(message);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException none) {
            return null;
        }
    }

    private static StackTraceElement[] frames(Object stack) {
        if (!(stack instanceof List<?> list)) {
            return new StackTraceElement[0];
        }
        StackTraceElement[] frames = new StackTraceElement[list.size()];
        for (int i = 0; i < frames.length; i++) {
            Map<?, ?> f = list.get(i) instanceof Map<?, ?> m ? m : Map.of();
            int line = f.get("line") instanceof Long l ? l.intValue() : -1;
            frames[i] = new StackTraceElement(text(f.get("loader")), null, null, String.valueOf(f.get("class")),
                    String.valueOf(f.get("method")), text(f.get("file")), line);
        }
        return frames;
    }

    private static String text(Object value) {
        return value instanceof String s ? s : null;
    }
}
