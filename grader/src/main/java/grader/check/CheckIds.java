package grader.check;

import java.lang.reflect.Method;
import java.util.Optional;

/** Reads the stable ids and step facts off the check annotations. */
public final class CheckIds {
    private CheckIds() {
    }

    /** {@code <lab>.<step>.<id>} for a method annotated with {@link Check} in a {@link LabStep} class. */
    public static Optional<String> of(Method method) {
        Check check = method.getAnnotation(Check.class);
        LabStep step = method.getDeclaringClass().getAnnotation(LabStep.class);
        if (check == null || step == null) {
            return Optional.empty();
        }
        return Optional.of(step.lab() + "." + step.step() + "." + check.id());
    }

    /** The seed of one check: the run's seed mixed with the check id (a SplitMix64 step). */
    public static long seedFor(long runSeed, String checkId) {
        long z = runSeed + 0x9E3779B97F4A7C15L * (checkId.hashCode() + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
