package grader.subject;

import java.util.Map;

/** Numbers of the protocol as the Java type a method declares: JSON has one kind of number, Java several. */
final class Primitives {
    private static final Map<Class<?>, Class<?>> WRAPPERS = Map.of(int.class, Integer.class, long.class, Long.class,
            double.class, Double.class, boolean.class, Boolean.class, float.class, Float.class, short.class,
            Short.class, byte.class, Byte.class, char.class, Character.class);

    private Primitives() {
    }

    static Class<?> wrap(Class<?> type) {
        return WRAPPERS.getOrDefault(type, type);
    }

    /** {@code n} as {@code type} when that is a number type; a Long or Double otherwise. */
    static Object convert(Number n, Class<?> type) {
        Class<?> wrapped = wrap(type);
        if (wrapped == Integer.class) {
            return n.intValue();
        } else if (wrapped == Double.class) {
            return n.doubleValue();
        } else if (wrapped == Float.class) {
            return n.floatValue();
        } else if (wrapped == Short.class) {
            return n.shortValue();
        } else if (wrapped == Byte.class) {
            return n.byteValue();
        } else if (wrapped == Long.class) {
            return n.longValue();
        }
        return n;
    }
}
