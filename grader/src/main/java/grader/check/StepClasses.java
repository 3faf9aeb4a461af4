package grader.check;

import java.util.Collection;
import java.util.regex.Pattern;
import grader.labs.Lab;
import org.junit.platform.engine.discovery.ClassNameFilter;

/**
 * Check classes are named for their step ({@code Step3ClaimChecks}; a test holds every lab to
 * that), so discovery passes over the classes of later steps by name, without loading or
 * inspecting them: a one-step grade looks at its step's few classes instead of all of its
 * lab's, in the coordinator and again in the worker. The step filter still decides.
 */
public final class StepClasses {
    private StepClasses() {
    }

    /** Keeps, by name, the check classes of {@code lab}'s steps 1..{@code maxStep}. */
    public static ClassNameFilter upTo(Lab lab, int maxStep) {
        int last = Math.max(1, Math.min(maxStep, Lab.STEPS));
        return ClassNameFilter.includeClassNamePatterns(
                Pattern.quote(lab.checkPackage() + ".Step") + "[1-" + last + "][A-Z][\\w$]*");
    }

    /** The highest step among the ids of {@code lab}'s checks ({@code lease.3.x}); every step when one cannot be read. */
    public static int highestStep(Lab lab, Collection<String> ids) {
        int highest = 1;
        for (String id : ids) {
            if (!id.startsWith(lab.id() + ".")) {
                continue;
            }
            String[] parts = id.split("\\.", 3);
            if (parts.length < 3 || !parts[1].matches("[1-9]")) {
                return Lab.STEPS;
            }
            highest = Math.max(highest, Integer.parseInt(parts[1]));
        }
        return highest;
    }
}
