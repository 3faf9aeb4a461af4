package subject;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calls the judge may make: {@code open} a fresh instance of the submission's class in a
 * class loader of its own, {@code invoke} a method of an interface on a handle, {@code release}
 * what one instance's check left behind, {@code dump} the threads inside the submission, and
 * tell the {@code threads} facts that checks waiting for lock waiters need.
 */
final class Calls {
    private final Handles handles = new Handles();
    private final Values values;

    Calls(Link link) {
        this.values = new Values(handles, link);
    }

    void handle(Map<String, Object> request, Map<String, Object> reply) throws Throwable {
        String call = (String) request.get("call");
        switch (call) {
            case "open" -> reply.put("ok", open(request));
            case "invoke" -> invoke(request, reply);
            case "release" -> handles.release(number(request.get("target")));
            case "dump" -> reply.put("ok", SubmissionDump.text());
            case "threads" -> reply.put("ok", ThreadFacts.now());
            default -> throw new IllegalArgumentException("no call named " + call);
        }
    }

    /** A fresh class loader per instance, so that no static state carries from one check to the next. */
    private Object open(Map<String, Object> request) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (Object entry : (List<?>) request.get("classpath")) {
            urls.add(Path.of((String) entry).toUri().toURL());
        }
        ClassLoader loader = new URLClassLoader("submission", urls.toArray(URL[]::new), Calls.class.getClassLoader());
        Class<?> api = Class.forName((String) request.get("iface"), false, Calls.class.getClassLoader());
        Constructor<?> constructor = Class.forName((String) request.get("class"), true, loader).getDeclaredConstructor();
        constructor.setAccessible(true);
        Object instance = constructor.newInstance();
        long session = handles.newSession();
        return values.handle(handles.register(instance, api, session), api);
    }

    private void invoke(Map<String, Object> request, Map<String, Object> reply) throws Throwable {
        Handles.Target target = handles.target(number(request.get("target")));
        Class<?>[] params = Types.named((List<?>) request.get("params"));
        Method method = target.api().getMethod((String) request.get("method"), params);
        Values.Call call = values.call(target.session());
        List<?> given = (List<?>) request.get("args");
        Object[] args = new Object[params.length];
        List<Object> before = new ArrayList<>();
        try {
            for (int i = 0; i < params.length; i++) {
                args[i] = call.decode(given.get(i), params[i]);
                before.add(Values.copyOfContainer(args[i]));
            }
            Object result = method.invoke(target.object(), args);
            reply.put("ok", call.encodeResult(result, method.getReturnType()));
        } finally {
            reply.put("changed", changedArguments(before, args, call));
            reply.put("mirrors", call.mirrorStates());
        }
    }

    /** Maps and lists the code changed in place: the judge applies them to its own, as if shared. */
    private static Map<String, Object> changedArguments(List<Object> before, Object[] args, Values.Call call) {
        Map<String, Object> changed = new LinkedHashMap<>();
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i) != null && !before.get(i).equals(args[i])) {
                changed.put(Integer.toString(i), call.encode(args[i]));
            }
        }
        return changed;
    }

    static long number(Object value) {
        return ((Number) value).longValue();
    }
}
