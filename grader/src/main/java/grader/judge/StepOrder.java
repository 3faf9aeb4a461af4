package grader.judge;

import java.util.Comparator;
import grader.check.LabStep;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;
import org.junit.jupiter.api.ClassDescriptor;

/** Runs the check classes of a lab in step order, so step 1's verdicts come first. */
public final class StepOrder implements ClassOrderer {
    /** The Jupiter configuration parameter that names the default class order. */
    public static final String PARAMETER = "junit.jupiter.testclass.order.default";

    @Override
    public void orderClasses(ClassOrdererContext context) {
        context.getClassDescriptors().sort(Comparator.comparingInt(StepOrder::step)
                .thenComparing(d -> d.getTestClass().getName()));
    }

    private static int step(ClassDescriptor descriptor) {
        LabStep step = descriptor.getTestClass().getAnnotation(LabStep.class);
        return step == null ? Integer.MAX_VALUE : step.step();
    }
}
