package grader.subject;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import faultchild.FaultChildMain;
import grader.process.Classpaths;
import grader.process.SubjectDriverJar;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The subject's own {@code org.sqlite.JDBC} stands in for sqlite-jdbc's without a gap: it has
 * every public member of sqlite-jdbc's (the real one read from the jar the grader runs with,
 * in a class loader of its own), and every member that sqlite-jdbc's other classes use. A new
 * driver version whose JDBC class has another one fails here instead of breaking the subject.
 */
class SubjectDriverApiTests {
    @TempDir
    static Path cache;

    private static Path sqliteJar;
    private static URLClassLoader realLoader;
    private static URLClassLoader ourLoader;
    private static Class<?> real;
    private static Class<?> ours;

    @BeforeAll
    static void loadBoth() throws Exception {
        sqliteJar = Classpaths.locationOf(org.sqlite.JDBC.class);
        Path host = Classpaths.locationOf(FaultChildMain.class);
        Path driver = SubjectDriverJar.of(host, cache);
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        realLoader = new URLClassLoader(urls(sqliteJar), platform);
        ourLoader = new URLClassLoader(urls(driver, sqliteJar, host), platform);
        // Not initialised: neither registers itself with this JVM's DriverManager.
        real = Class.forName("org.sqlite.JDBC", false, realLoader);
        ours = Class.forName("org.sqlite.JDBC", false, ourLoader);
        assertThat(Classpaths.locationOf(ours)).as("ours comes from the subject's driver jar").isEqualTo(driver);
    }

    @AfterAll
    static void closeLoaders() throws Exception {
        realLoader.close();
        ourLoader.close();
    }

    @Test
    void oursHasEveryPublicMemberOfTheRealOne() {
        Set<String> missing = new TreeSet<>(publicMembers(real));
        missing.removeAll(publicMembers(ours));
        assertThat(missing).as("public members of sqlite-jdbc's org.sqlite.JDBC that the subject's lacks").isEmpty();
        assertThat(ours.getSuperclass().getName()).isEqualTo(real.getSuperclass().getName());
        assertThat(names(ours.getInterfaces())).containsAll(names(real.getInterfaces()));
    }

    @Test
    void oursHasEveryMemberThatSqliteJdbcsOtherClassesUse() throws Exception {
        JavaClasses driver;
        try (JarFile jar = new JarFile(sqliteJar.toFile())) {
            driver = new ClassFileImporter().importJar(jar);
        }
        Set<String> used = new TreeSet<>();
        for (JavaAccess<?> access : driver.get("org.sqlite.JDBC").getAccessesToSelf()) {
            if (!access.getOriginOwner().getName().equals("org.sqlite.JDBC")) {
                used.add(access.getTarget().getName() + parameters(access));
            }
        }
        assertThat(used).as("what sqlite-jdbc uses of its JDBC class (SQLiteConfig, SQLiteDataSource)").isNotEmpty();
        Set<String> ourMembers = allMembers(ours);
        assertThat(used.stream().filter(member -> !ourMembers.contains(member)).toList())
                .as("members of org.sqlite.JDBC that sqlite-jdbc's classes use and the subject's lacks").isEmpty();
    }

    private static String parameters(JavaAccess<?> access) {
        if (access.getTarget() instanceof com.tngtech.archunit.core.domain.AccessTarget.CodeUnitAccessTarget unit) {
            return unit.getRawParameterTypes().stream().map(JavaClass::getName).collect(Collectors.joining(",", "(", ")"));
        }
        return "";
    }

    /** Every public field, constructor and method, with its types and whether it is static. */
    private static Set<String> publicMembers(Class<?> type) {
        Set<String> members = new TreeSet<>();
        for (Field field : type.getFields()) {
            members.add(staticOrNot(field.getModifiers()) + "field " + field.getType().getName() + " " + field.getName());
        }
        for (Constructor<?> constructor : type.getConstructors()) {
            members.add("constructor(" + typeNames(constructor.getParameterTypes()) + ")");
        }
        for (Method method : type.getMethods()) {
            members.add(staticOrNot(method.getModifiers()) + method.getReturnType().getName() + " " + method.getName()
                    + "(" + typeNames(method.getParameterTypes()) + ")");
        }
        return members;
    }

    /** Every member ours declares, whatever its access, as sqlite-jdbc's accesses name them. */
    private static Set<String> allMembers(Class<?> type) {
        Set<String> members = new TreeSet<>();
        Arrays.stream(type.getDeclaredFields()).forEach(f -> members.add(f.getName()));
        Arrays.stream(type.getDeclaredMethods()).forEach(m -> members.add(m.getName() + "(" + typeNames(m.getParameterTypes()) + ")"));
        Arrays.stream(type.getDeclaredConstructors()).forEach(c -> members.add("<init>(" + typeNames(c.getParameterTypes()) + ")"));
        return members;
    }

    private static String staticOrNot(int modifiers) {
        return Modifier.isStatic(modifiers) ? "static " : "";
    }

    private static String typeNames(Class<?>[] types) {
        return Arrays.stream(types).map(Class::getName).collect(Collectors.joining(","));
    }

    private static List<String> names(Class<?>[] types) {
        return Arrays.stream(types).map(Class::getName).toList();
    }

    private static URL[] urls(Path... paths) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (Path path : paths) {
            urls.add(path.toUri().toURL());
        }
        return urls.toArray(URL[]::new);
    }
}
