package grader.subject;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import grader.process.Classpaths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The subject's gated connection and statements leave no public method of sqlite-jdbc's that
 * runs SQL ungated: read from sqlite-jdbc's own classes (the jar the grader runs with), every
 * public method of its connection or statement class that the gated class does not override
 * must not reach, through calls inside sqlite-jdbc, a method of its native database that runs
 * a statement. A driver version with a new such method fails here, naming the method and the
 * calls that lead to SQL, instead of letting a submission run it around the gate.
 */
class GatedConnectionSurfaceTests {
    /** The methods of sqlite-jdbc's database class that run SQL (preparing a statement runs none). */
    private static final Set<String> RUNS_SQL = Set.of("exec", "_exec", "execute", "executeUpdate", "executeBatch",
            "step", "backup", "restore", "serialize", "deserialize");
    private static final Set<String> DATABASE = Set.of("org.sqlite.core.DB", "org.sqlite.core.NativeDB");

    private static JavaClasses sqlite;

    @BeforeAll
    static void importDriver() throws IOException {
        try (JarFile jar = new JarFile(Classpaths.locationOf(org.sqlite.JDBC.class).toFile())) {
            sqlite = new ClassFileImporter().importJar(jar);
        }
    }

    @ParameterizedTest
    @CsvSource({"org.sqlite.jdbc4.JDBC4Connection, subject.GatedConnection",
            "org.sqlite.jdbc4.JDBC4Statement, subject.GatedStatement",
            "org.sqlite.jdbc4.JDBC4PreparedStatement, subject.GatedPreparedStatement"})
    void everyPublicMethodThatRunsSqlIsGated(String driverClass, String gatedClass) throws Exception {
        JavaClass driver = sqlite.get(driverClass);
        Set<String> gated = declared(Class.forName(gatedClass));
        List<String> ungated = new ArrayList<>();
        for (JavaMethod method : driver.getAllMethods()) {
            if (isPublicInstance(method) && method.getOwner().getPackageName().startsWith("org.sqlite")
                    && !gated.contains(signature(method))) {
                pathToSql(driver, method, gated, new HashSet<>())
                        .ifPresent(path -> ungated.add(signature(method) + ": " + path));
            }
        }
        assertThat(ungated).as("public methods of " + driverClass + " that run SQL but are not overridden by "
                + gatedClass).isEmpty();
        assertThat(gated).as(gatedClass + " gates the methods it must (this test sees them)").isNotEmpty();
    }

    /**
     * The calls from {@code unit} that end in a statement, as text, if any: through sqlite-jdbc's
     * own code, where a call on the connection or statement itself goes to the most derived
     * method, which is the gated class's own when it overrides it (a gated step).
     */
    private static Optional<String> pathToSql(JavaClass driver, JavaCodeUnit unit, Set<String> gated, Set<String> seen) {
        if (!seen.add(unit.getFullName())) {
            return Optional.empty();
        }
        List<JavaCodeUnit> next = new ArrayList<>();
        for (var call : unit.getCallsFromSelf()) {
            var target = call.getTarget();
            String owner = target.getOwner().getName();
            if (DATABASE.contains(owner)) {
                if (RUNS_SQL.contains(target.getName())) {
                    return Optional.of(unit.getName() + " -> " + owner + "." + target.getName());
                }
                continue;
            }
            if (!owner.startsWith("org.sqlite")) {
                continue;
            }
            String[] parameters = target.getRawParameterTypes().stream().map(JavaClass::getName).toArray(String[]::new);
            Optional<? extends JavaCodeUnit> resolved = driver.isAssignableTo(owner) && !target.getName().equals("<init>")
                    ? driver.tryGetMethod(target.getName(), parameters) : target.resolveMember();
            if (resolved.isPresent() && !(driver.isAssignableTo(owner) && gated.contains(signature(resolved.get())))) {
                next.add(resolved.get());
            }
        }
        for (JavaCodeUnit callee : next) {
            Optional<String> path = pathToSql(driver, callee, gated, seen);
            if (path.isPresent()) {
                return Optional.of(unit.getName() + " -> " + path.get());
            }
        }
        return Optional.empty();
    }

    private static boolean isPublicInstance(JavaMethod method) {
        return method.getModifiers().contains(JavaModifier.PUBLIC) && !method.getModifiers().contains(JavaModifier.STATIC)
                && !method.getModifiers().contains(JavaModifier.SYNTHETIC) && !method.getModifiers().contains(JavaModifier.BRIDGE);
    }

    private static Set<String> declared(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods()).filter(m -> !m.isSynthetic())
                .map(GatedConnectionSurfaceTests::signature).collect(Collectors.toSet());
    }

    private static String signature(Method method) {
        return method.getName() + Arrays.stream(method.getParameterTypes()).map(Class::getName)
                .collect(Collectors.joining(",", "(", ")"));
    }

    private static String signature(JavaCodeUnit unit) {
        return unit.getName() + unit.getRawParameterTypes().stream().map(JavaClass::getName)
                .collect(Collectors.joining(",", "(", ")"));
    }
}
