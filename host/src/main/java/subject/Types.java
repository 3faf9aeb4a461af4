package subject;

import java.util.List;
import java.util.Map;

/** Parameter types named in a call, resolved in the host's own class loader (JDK, lab-api, sqlite-jdbc). */
final class Types {
    private static final Map<String, Class<?>> PRIMITIVES = Map.of("int", int.class, "long", long.class,
            "double", double.class, "boolean", boolean.class, "float", float.class, "short", short.class,
            "byte", byte.class, "char", char.class);

    private Types() {
    }

    static Class<?>[] named(List<?> names) throws ClassNotFoundException {
        Class<?>[] types = new Class<?>[names.size()];
        for (int i = 0; i < types.length; i++) {
            String name = (String) names.get(i);
            Class<?> primitive = PRIMITIVES.get(name);
            types[i] = primitive != null ? primitive : Class.forName(name, false, Types.class.getClassLoader());
        }
        return types;
    }
}
