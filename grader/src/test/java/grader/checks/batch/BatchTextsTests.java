package grader.checks.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import grader.check.Check;
import grader.check.LabStep;
import org.junit.jupiter.api.Test;

/** Every batch step and check has its English and Korean text, and the English one says what the annotation says. */
class BatchTextsTests {
    private static final List<Class<?>> STEPS = List.of(Step1SchemaChecks.class, Step2EnqueueChecks.class,
            Step3ClaimChecks.class, Step4PayChecks.class, Step5LedgerChecks.class, Step6RunPendingChecks.class,
            Step7FencingChecks.class, Step8NoDoubleRewardChecks.class);

    @Test
    void everyStepAndCheckHasBothTexts() {
        ResourceBundle english = ResourceBundle.getBundle("grader.i18n.batch", Locale.ROOT);
        ResourceBundle korean = ResourceBundle.getBundle("grader.i18n.batch", Locale.KOREAN);
        assertThat(korean.getLocale().getLanguage()).isEqualTo("ko");
        for (Class<?> step : STEPS) {
            LabStep labStep = step.getAnnotation(LabStep.class);
            String titleKey = "step." + labStep.step() + ".title";
            assertThat(english.getString(titleKey)).isEqualTo(labStep.title());
            assertThat(korean.getString(titleKey)).isNotBlank().isNotEqualTo(labStep.title());
            for (Method method : step.getDeclaredMethods()) {
                Check check = method.getAnnotation(Check.class);
                if (check != null) {
                    String key = "check." + check.id() + ".purpose";
                    assertThat(english.getString(key)).as(key).isEqualTo(check.purpose());
                    assertThat(korean.getString(key)).as(key).isNotBlank().isNotEqualTo(check.purpose());
                }
            }
        }
    }
}
