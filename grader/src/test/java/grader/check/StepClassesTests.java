package grader.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import grader.check.LabStep;
import grader.labs.Lab;
import org.junit.jupiter.api.Test;
import org.junit.platform.commons.support.ReflectionSupport;

/** Discovery passes over later steps' classes by name: every check class must be named for its step. */
class StepClassesTests {
    @Test
    void everyCheckClassIsKeptUpToItsStepAndPassedOverBefore() {
        int checked = 0;
        for (Lab lab : Lab.values()) {
            List<Class<?>> classes = ReflectionSupport.findAllClassesInPackage(lab.checkPackage(), c -> true, n -> true);
            for (Class<?> type : classes) {
                LabStep step = type.getAnnotation(LabStep.class);
                if (step == null) {
                    continue;
                }
                assertThat(StepClasses.upTo(lab, step.step()).apply(type.getName()).included())
                        .as("%s is found when steps up to %d are graded", type.getName(), step.step()).isTrue();
                if (step.step() > 1) {
                    assertThat(StepClasses.upTo(lab, step.step() - 1).apply(type.getName()).excluded())
                            .as("%s is passed over below step %d", type.getName(), step.step()).isTrue();
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(4 * Lab.STEPS);
    }

    @Test
    void theWorkerLooksAtTheStepsOfTheChecksItWasAsked() {
        assertThat(StepClasses.highestStep(Lab.LEASE, Set.of("lease.1.a", "lease.3.b", "inbox.7.c"))).isEqualTo(3);
        assertThat(StepClasses.highestStep(Lab.LEASE, Set.of("inbox.7.c"))).isEqualTo(1);
        assertThat(StepClasses.highestStep(Lab.LEASE, Set.of("lease.x.a"))).isEqualTo(Lab.STEPS);
    }
}
