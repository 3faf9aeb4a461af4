package grader.subject;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/**
 * An object living in the subject, seen through an interface: a lab instance, a connection
 * or statement it returned, an inbox receiver. Every call but {@code equals},
 * {@code hashCode} and {@code toString} (answered here, by identity) goes to the subject.
 */
final class RemoteObject implements InvocationHandler {
    private final Subject subject;
    private final long handle;
    private final Class<?> api;

    private RemoteObject(Subject subject, long handle, Class<?> api) {
        this.subject = subject;
        this.handle = handle;
        this.api = api;
    }

    static Object of(Subject subject, long handle, Class<?> api) {
        return Proxy.newProxyInstance(RemoteObject.class.getClassLoader(), new Class<?>[] {api},
                new RemoteObject(subject, handle, api));
    }

    /** The handle of a remote object, or -1 for any other object. */
    static long handleOf(Object value) {
        if (value != null && Proxy.isProxyClass(value.getClass())
                && Proxy.getInvocationHandler(value) instanceof RemoteObject remote) {
            return remote.handle;
        }
        return -1;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return switch (method.getName()) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                default -> api.getSimpleName() + " #" + handle + " in the subject";
            };
        }
        return subject.invoke(handle, method, args == null ? new Object[0] : args);
    }
}
