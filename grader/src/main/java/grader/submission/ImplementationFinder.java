package grader.submission;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import grader.labs.Lab;

/**
 * Finds, among a submission's compiled classes, the one concrete class per lab that
 * implements the lab's interface and has a no-argument constructor. Classes are looked at
 * without being initialised, so no student code runs here.
 */
public final class ImplementationFinder {
    private ImplementationFinder() {
    }

    /** Which class implements which lab; two candidates for one lab is an error the student must fix. */
    public static Map<Lab, Class<?>> find(Path classesDir, ClassLoader loader) throws IOException {
        Map<Lab, List<Class<?>>> candidates = new EnumMap<>(Lab.class);
        for (String name : classNames(classesDir)) {
            Class<?> type = load(name, loader);
            if (type == null || !isInstantiable(type)) {
                continue;
            }
            for (Lab lab : Lab.values()) {
                if (lab.api().isAssignableFrom(type)) {
                    candidates.computeIfAbsent(lab, l -> new ArrayList<>()).add(type);
                }
            }
        }
        Map<Lab, Class<?>> chosen = new EnumMap<>(Lab.class);
        for (Map.Entry<Lab, List<Class<?>>> e : candidates.entrySet()) {
            if (e.getValue().size() > 1) {
                throw new AmbiguousImplementationException(e.getKey(), e.getValue());
            }
            chosen.put(e.getKey(), e.getValue().get(0));
        }
        return chosen;
    }

    private static List<String> classNames(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".class"))
                    .map(p -> root.relativize(p).toString())
                    .map(s -> s.substring(0, s.length() - ".class".length()).replace('/', '.'))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    private static boolean isInstantiable(Class<?> type) {
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            return false;
        }
        if (type.isMemberClass() && !Modifier.isStatic(type.getModifiers())) {
            return false;
        }
        try {
            type.getDeclaredConstructor();
            return true;
        } catch (NoSuchMethodException | LinkageError e) {
            return false;
        }
    }

    /** More than one class implements the same lab: the grader cannot guess which is meant. */
    public static final class AmbiguousImplementationException extends UnusableSubmissionException {
        private static final long serialVersionUID = 1L;

        AmbiguousImplementationException(Lab lab, List<Class<?>> types) {
            super("more than one class implements " + lab.api().getSimpleName() + " (lab " + lab.id() + "): "
                    + types.stream().map(Class::getName).collect(Collectors.joining(", "))
                    + "; keep exactly one");
        }
    }
}
