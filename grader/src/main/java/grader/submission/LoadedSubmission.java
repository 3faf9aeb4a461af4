package grader.submission;

import java.lang.reflect.Constructor;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import grader.labs.Lab;

/**
 * A compiled submission, loaded: its class loader, the folders or jars its classes came from
 * (a fault child puts them on its class path), and the class implementing each lab it
 * covers.
 */
public final class LoadedSubmission {
    private final ClassLoader loader;
    private final List<Path> classpath;
    private final Map<Lab, Class<?>> implementations;

    public LoadedSubmission(ClassLoader loader, List<Path> classpath, Map<Lab, Class<?>> implementations) {
        this.loader = loader;
        this.classpath = List.copyOf(classpath);
        this.implementations = Map.copyOf(implementations);
    }

    public ClassLoader loader() {
        return loader;
    }

    public List<Path> classpath() {
        return classpath;
    }

    public Map<Lab, Class<?>> implementations() {
        return implementations;
    }

    public Optional<Class<?>> implementationOf(Lab lab) {
        return Optional.ofNullable(implementations.get(lab));
    }

    /** The class path and implementation names, for the judge, which loads no submission class. */
    public SubmissionClasses classes() {
        Map<Lab, String> names = new EnumMap<>(Lab.class);
        implementations.forEach((lab, type) -> names.put(lab, type.getName()));
        return new SubmissionClasses(classpath, names);
    }

    /** A fresh instance for one check, so that no state carries over from an earlier check. */
    public Object newInstance(Lab lab) throws ReflectiveOperationException {
        Class<?> type = implementationOf(lab)
                .orElseThrow(() -> new IllegalStateException("the submission does not implement " + lab.id()));
        Constructor<?> constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        return constructor.newInstance();
    }
}
