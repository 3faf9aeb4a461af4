package subject;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Describes a throwable for the judge: its class and superclasses (so the judge can rebuild
 * the nearest type it knows), message, SQL state and code, frames, cause, and the token of
 * an exception that first came from the judge.
 */
final class Failures {
    private static final int MAX_FRAMES = 64;
    private static final int MAX_CAUSES = 8;

    private Failures() {
    }

    static Map<String, Object> describe(Throwable t) {
        return describe(t, 0);
    }

    private static Map<String, Object> describe(Throwable t, int depth) {
        Map<String, Object> d = new LinkedHashMap<>();
        List<Object> types = new ArrayList<>();
        for (Class<?> c = t.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            types.add(c.getName());
        }
        d.put("types", types);
        d.put("message", t.getMessage());
        if (t instanceof SQLException sql) {
            d.put("sqlState", sql.getSQLState());
            d.put("code", (long) sql.getErrorCode());
        }
        if (t instanceof JudgeFailures.FromJudge fromJudge) {
            d.put("token", fromJudge.token());
        }
        d.put("stack", frames(t.getStackTrace()));
        Throwable cause = t.getCause();
        if (cause != null && cause != t && depth < MAX_CAUSES) {
            d.put("cause", describe(cause, depth + 1));
        }
        return d;
    }

    static List<Object> frames(StackTraceElement[] stack) {
        List<Object> frames = new ArrayList<>();
        for (int i = 0; i < stack.length && i < MAX_FRAMES; i++) {
            StackTraceElement e = stack[i];
            Map<String, Object> frame = new LinkedHashMap<>();
            frame.put("class", e.getClassName());
            frame.put("method", e.getMethodName());
            frame.put("file", e.getFileName());
            frame.put("line", (long) e.getLineNumber());
            frame.put("loader", e.getClassLoaderName());
            frames.add(frame);
        }
        return frames;
    }
}
