package grader.judge;

import java.util.Comparator;
import grader.check.Check;
import grader.check.LabStep;
import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;
import org.junit.jupiter.api.MethodDescriptor;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.MethodOrdererContext;

/**
 * The order of a run that stops at the first rejection (a wrong change's grade): within a
 * step, the happy path first, then the quick checks, and the crash checks, each of which
 * starts child JVMs, last, so that a change a quick check rejects never waits for them.
 * Steps keep their order. A worker JVM runs its checks in this order too (a looping
 * submission then times out first in a check that shows its frames); the plan and so the
 * report keep {@link StepOrder}'s.
 */
final class RejectionFirstOrder {
    /** The Jupiter configuration parameter that names the default method order. */
    static final String METHOD_PARAMETER = "junit.jupiter.testmethod.order.default";

    private RejectionFirstOrder() {
    }

    /** Check classes by step, and within a step the crash checks' classes last. */
    public static final class Classes implements ClassOrderer {
        @Override
        public void orderClasses(ClassOrdererContext context) {
            context.getClassDescriptors().sort(Comparator.comparingInt(Classes::step)
                    .thenComparing(d -> d.getTestClass().getSimpleName().contains("Crash"))
                    .thenComparing(d -> d.getTestClass().getName()));
        }

        private static int step(ClassDescriptor descriptor) {
            LabStep step = descriptor.getTestClass().getAnnotation(LabStep.class);
            return step == null ? Integer.MAX_VALUE : step.step();
        }
    }

    /** The happy path first, the crash checks last, the rest as discovered. */
    public static final class Methods implements MethodOrderer {
        @Override
        public void orderMethods(MethodOrdererContext context) {
            context.getMethodDescriptors().sort(Comparator.comparingInt(Methods::rank));
        }

        private static int rank(MethodDescriptor descriptor) {
            Check check = descriptor.getMethod().getAnnotation(Check.class);
            if (check == null) {
                return 1;
            }
            if (check.happyPath()) {
                return 0;
            }
            return check.id().startsWith("crash") ? 2 : 1;
        }
    }
}
