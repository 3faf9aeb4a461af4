package subject;

import wire.SubjectCalls;
import wire.Containers;
import wire.StatementGate;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The calls the judge may make: {@code open} a fresh instance of the submission's class in a
 * class loader of its own, {@code invoke} a method of an interface on a handle, {@code release}
 * what one instance's check left behind, {@code dump} the threads inside the submission, and
 * tell the {@code threads} facts that checks waiting for lock waiters need, and point the
 * JVM's {@code proxy} settings at the judge's recording proxy (port 0: restore them); put a
 * database file under the judge's {@code schedule} (a gate before each statement, see
 * {@link GatedConnection}; the reply says how the submission went around it, {@link Unforced})
 * and tell whether anything is still moving ({@code quiet}).
 */
final class Calls {
    private record Scope(ClassLoader loader, long session) {
    }

    private final Handles handles = new Handles();
    private final Map<String, Scope> scopes = new ConcurrentHashMap<>();
    private final Values values;

    Calls(Link link) {
        this.values = new Values(handles, link);
    }

    void handle(Map<String, Object> request, Map<String, Object> reply) throws Throwable {
        String call = (String) request.get(SubjectCalls.CALL_KEY);
        switch (call) {
            case SubjectCalls.OPEN -> reply.put("ok", open(request));
            case SubjectCalls.INVOKE -> invoke(request, reply);
            case SubjectCalls.RELEASE -> release(number(request.get("target")));
            case SubjectCalls.DUMP -> reply.put("ok", SubmissionDump.text());
            case SubjectCalls.THREADS -> reply.put("ok", ThreadFacts.now());
            case SubjectCalls.PROXY -> proxy(number(request.get("port")));
            case SubjectCalls.SCHEDULE -> reply.put("ok", schedule(request));
            case SubjectCalls.QUIET -> reply.put("ok", Quiet.now());
            default -> throw new IllegalArgumentException("no call named " + call);
        }
    }

    /**
     * A fresh instance in the class loader of the request's scope (a check): instances of one
     * check share static state as in one process; no static state carries to the next check.
     */
    private Object open(Map<String, Object> request) throws Exception {
        Scope scope = scopes.computeIfAbsent(String.valueOf(request.get("scope")), k -> newScope(request));
        Class<?> api = Class.forName((String) request.get("iface"), false, Calls.class.getClassLoader());
        Constructor<?> constructor = Class.forName((String) request.get("class"), true, scope.loader())
                .getDeclaredConstructor();
        constructor.setAccessible(true);
        Object instance = constructor.newInstance();
        return values.handle(handles.register(instance, api, scope.session()), api);
    }

    private Scope newScope(Map<String, Object> request) {
        List<URL> urls = new ArrayList<>();
        try {
            for (Object entry : (List<?>) request.get("classpath")) {
                urls.add(Path.of((String) entry).toUri().toURL());
            }
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("a class path entry that is no path: " + e.getMessage(), e);
        }
        ClassLoader loader = new SubmissionLoader(urls.toArray(URL[]::new), Calls.class.getClassLoader());
        return new Scope(loader, handles.newSession());
    }

    /** Forgets what a check's instances left: its objects, its connections and its class loader. */
    private void release(long handle) {
        long session = handles.sessionOf(handle);
        scopes.values().removeIf(scope -> scope.session() == session);
        handles.release(handle);
    }

    private void invoke(Map<String, Object> request, Map<String, Object> reply) throws Throwable {
        Handles.Target target = handles.target(number(request.get("target")));
        Class<?>[] params = Types.named((List<?>) request.get("params"));
        Method method = target.api().getMethod((String) request.get("method"), params);
        Values.Call call = values.call(target.session());
        List<?> given = (List<?>) request.get("args");
        Object[] args = new Object[params.length];
        List<Object> before = List.of();
        try {
            for (int i = 0; i < params.length; i++) {
                args[i] = call.decode(given.get(i), params[i]);
            }
            before = Containers.copiesOf(args);
            Object result = invokeAs(request.get("actor"), method, target.object(), args);
            reply.put("ok", call.encodeResult(result, method.getReturnType()));
            sameAsArgument(result, args).ifPresent(i -> reply.put("sameAs", i));
        } finally {
            reply.put("changed", changedArguments(before, args, call));
            reply.put("mirrors", call.mirrorStates());
        }
    }

    /** Runs the method under the label of the judge's call, which the gated statements it runs report. */
    private static Object invokeAs(Object label, Method method, Object target, Object[] args) throws Exception {
        Schedules.enterCall(label instanceof String given ? given : "");
        try {
            return method.invoke(target, args);
        } finally {
            Schedules.leaveCall();
        }
    }

    /**
     * {@code file} and the judge's gate for it, or no {@code gate}: the file is no longer
     * scheduled. The reply: the ways the submission went around the gate so far.
     */
    private List<String> schedule(Map<String, Object> request) throws Exception {
        Object tag = request.get("gate");
        StatementGate gate = tag == null ? null : (StatementGate) values.call(0).decode(tag, StatementGate.class);
        return Schedules.schedule((String) request.get("file"), gate);
    }

    /** The argument a map or list result is (not equals: the very object), so the judge returns its own. */
    private static Optional<Integer> sameAsArgument(Object result, Object[] args) {
        for (int i = 0; i < args.length; i++) {
            if (result != null && result == args[i] && (result instanceof Map || result instanceof Collection)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** Maps and lists the code changed in place: the judge applies them to its own, as if shared. */
    private static Map<String, Object> changedArguments(List<Object> before, Object[] args, Values.Call call) {
        Map<String, Object> changed = new LinkedHashMap<>();
        Containers.changed(before, args).forEach(i -> changed.put(Integer.toString(i), call.encode(args[i])));
        return changed;
    }

    private static void proxy(long port) {
        if (port > 0 && port < 65536) {
            ProxySettings.trap((int) port);
        } else {
            ProxySettings.restore();
        }
    }

    static long number(Object value) {
        return ((Number) value).longValue();
    }
}
