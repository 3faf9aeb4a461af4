package subject;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;

/**
 * The class loader of one check's submission classes. It also notices when the submission
 * links sqlite-jdbc's internal classes (its connection, statement and native database
 * classes), with which it could open a connection or run a statement that no gate sees:
 * from then on no schedule is forced ({@link Unforced}). The public API the README allows
 * ({@code org.sqlite.SQLiteConfig}, {@code SQLiteDataSource}, {@code SQLiteConnection}, the
 * error codes) is in {@code org.sqlite} itself and passes unnoticed.
 */
final class SubmissionLoader extends URLClassLoader {
    static final String NAME = "submission";
    private static final List<String> INTERNAL = List.of("org.sqlite.core.", "org.sqlite.jdbc3.", "org.sqlite.jdbc4.");

    static {
        registerAsParallelCapable();
    }

    SubmissionLoader(URL[] urls, ClassLoader parent) {
        super(NAME, urls, parent);
    }

    /** Whether {@code type} is one of the submission's classes. */
    static boolean isSubmission(Class<?> type) {
        return type != null && type.getClassLoader() instanceof SubmissionLoader;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (INTERNAL.stream().anyMatch(name::startsWith)) {
            Unforced.everywhere("the submission uses sqlite-jdbc's internal class " + name + ", with which it can open"
                    + " a connection or run a statement that the grader's gate does not see");
        }
        return super.loadClass(name, resolve);
    }
}
