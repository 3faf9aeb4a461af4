package grader.coordinator;

import grader.check.StepClasses;
import grader.judge.CheckLauncher;
import grader.judge.StepOrder;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import grader.check.CheckIds;
import grader.check.LabStep;
import grader.labs.Lab;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * The checks a run will grade, found by JUnit discovery without running any of them, in the
 * order the launcher will run them. The coordinator needs them up front: to mark every check
 * on a compile error, and to know which checks are left when a worker dies.
 */
public final class CheckPlan {
    private final List<PlannedCheck> checks;

    private CheckPlan(List<PlannedCheck> checks) {
        this.checks = List.copyOf(checks);
    }

    /** The checks of steps 1..maxStep of each lab, in lab order; only those in {@code only} unless it is empty. */
    public static CheckPlan discover(List<Lab> labs, int maxStep, Set<String> only) {
        List<PlannedCheck> checks = new ArrayList<>();
        for (Lab lab : labs) {
            for (PlannedCheck check : discover(lab, maxStep)) {
                if (only.isEmpty() || only.contains(check.id())) {
                    checks.add(check);
                }
            }
        }
        return new CheckPlan(checks);
    }

    private static List<PlannedCheck> discover(Lab lab, int maxStep) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectPackage(lab.checkPackage()))
                .filters(StepClasses.upTo(lab, maxStep), CheckLauncher.stepsUpTo(maxStep))
                .configurationParameter(StepOrder.PARAMETER, StepOrder.class.getName())
                .build();
        TestPlan plan = LauncherFactory.create().discover(request);
        List<PlannedCheck> found = new ArrayList<>();
        for (TestIdentifier root : plan.getRoots()) {
            collect(plan, root, lab, found);
        }
        return found;
    }

    private static void collect(TestPlan plan, TestIdentifier node, Lab lab, List<PlannedCheck> found) {
        Method method = node.getSource().filter(MethodSource.class::isInstance)
                .map(s -> ((MethodSource) s).getJavaMethod()).orElse(null);
        if (method != null && CheckIds.of(method).isPresent()) {
            LabStep step = method.getDeclaringClass().getAnnotation(LabStep.class);
            found.add(new PlannedCheck(CheckIds.of(method).get(), lab, step.step(), step.title(), method));
        }
        for (TestIdentifier child : plan.getChildren(node)) {
            collect(plan, child, lab, found);
        }
    }

    public List<PlannedCheck> checks() {
        return checks;
    }

    public boolean isEmpty() {
        return checks.isEmpty();
    }

    /** The labs that have at least one planned check, in plan order. */
    public List<Lab> labs() {
        Set<Lab> labs = new LinkedHashSet<>();
        checks.forEach(c -> labs.add(c.lab()));
        return List.copyOf(labs);
    }

    /** Step number to title, for one lab. */
    public Map<Integer, String> titles(Lab lab) {
        Map<Integer, String> titles = new TreeMap<>();
        checks.stream().filter(c -> c.lab() == lab).forEach(c -> titles.put(c.step(), c.stepTitle()));
        return titles;
    }

    /** Every check id that exists for {@code lab}, for a message naming the valid choices. */
    public static List<String> allIds(Lab lab) {
        return discover(lab, Lab.STEPS).stream().map(PlannedCheck::id).toList();
    }
}
