package grader.checks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import grader.KoreanTexts;
import grader.check.Check;
import grader.check.LabStep;
import grader.labs.Lab;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Every step and check of every lab has its English and Korean text; the English one says
 * what the annotation says, and check ids are unique within a lab (the bundle key is
 * {@code check.<id>.purpose}).
 */
class LabTextsTests {

    @ParameterizedTest
    @EnumSource(Lab.class)
    void everyStepAndCheckHasBothTexts(Lab lab) {
        ResourceBundle english = ResourceBundle.getBundle("grader.i18n." + lab.id(), Locale.ROOT);
        KoreanTexts korean = new KoreanTexts(lab.id());
        List<Method> checks = checkMethods(lab);
        assertThat(checks).isNotEmpty();
        for (Method method : checks) {
            LabStep step = method.getDeclaringClass().getAnnotation(LabStep.class);
            String titleKey = "step." + step.step() + ".title";
            assertThat(english.getString(titleKey)).as(titleKey).isEqualTo(step.title());
            korean.assertTranslated(titleKey, step.title());
            Check check = method.getAnnotation(Check.class);
            String key = "check." + check.id() + ".purpose";
            assertThat(english.getString(key)).as(key).isEqualTo(check.purpose());
            korean.assertTranslated(key, check.purpose());
        }
        assertThat(checks.stream().map(m -> m.getAnnotation(Check.class).id()).distinct().count())
                .as("check ids of " + lab.id() + " are unique within the lab").isEqualTo(checks.size());
    }

    private static List<Method> checkMethods(Lab lab) {
        TestPlan plan = LauncherFactory.create().discover(LauncherDiscoveryRequestBuilder.request()
                .selectors(selectPackage(lab.checkPackage())).build());
        List<Method> methods = new ArrayList<>();
        collect(plan, plan.getRoots(), methods);
        return methods;
    }

    private static void collect(TestPlan plan, Iterable<TestIdentifier> ids, List<Method> into) {
        for (TestIdentifier id : ids) {
            id.getSource().filter(MethodSource.class::isInstance)
                    .map(s -> ((MethodSource) s).getJavaMethod())
                    .filter(m -> m.isAnnotationPresent(Check.class))
                    .ifPresent(into::add);
            collect(plan, plan.getChildren(id), into);
        }
    }
}
