package subject;

import wire.Containers;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An object of the judge's (a fault hook, a sender) as the submission sees it: each call
 * goes back to the judge and waits there, and what the judge's object throws is thrown here
 * as a {@link JudgeFailures} exception that the judge recognises when it comes back.
 */
final class CallbackProxy {
    private CallbackProxy() {
    }

    static Object of(Class<?> type, long id, Link link, Values.Call call) {
        if (!type.isInterface()) {
            throw new IllegalArgumentException("a call back must be passed as an interface, not " + type.getName());
        }
        return Proxy.newProxyInstance(CallbackProxy.class.getClassLoader(), new Class<?>[] {type},
                (proxy, method, args) -> invoke(proxy, method, args, id, link, call));
    }

    /** What the judge's object changed in its arguments, put into the submission's own objects. */
    private static void applyChanged(Object[] args, Object changed, Values.Call call) throws SQLException {
        if (!(changed instanceof Map<?, ?> byIndex) || args == null) {
            return;
        }
        for (Map.Entry<?, ?> e : byIndex.entrySet()) {
            int i = Integer.parseInt(String.valueOf(e.getKey()));
            if (i < 0 || i >= args.length) {
                continue;
            }
            Containers.putContent(args[i], call.decode(e.getValue(), Object.class));
        }
    }

    private static Object invoke(Object proxy, Method method, Object[] args, long id, Link link, Values.Call call)
            throws Throwable {
        switch (method.getName()) {
            case "equals":
                if (method.getParameterCount() == 1) {
                    return proxy == args[0];
                }
                break;
            case "hashCode":
                if (method.getParameterCount() == 0) {
                    return System.identityHashCode(proxy);
                }
                break;
            case "toString":
                if (method.getParameterCount() == 0) {
                    return "the grader's " + method.getDeclaringClass().getSimpleName() + " #" + id;
                }
                break;
            default:
                break;
        }
        List<Object> encoded = new ArrayList<>();
        for (Object arg : args == null ? new Object[0] : args) {
            encoded.add(call.encode(arg));
        }
        Map<String, Object> reply = link.callBack(id, method.getName(), encoded);
        applyChanged(args, reply.get("changed"), call);
        if (reply.get("threw") instanceof Map<?, ?> threw) {
            throw JudgeFailures.rebuild(threw);
        }
        return call.decode(reply.get("ok"), method.getReturnType());
    }
}
