package grader.check;

import java.lang.reflect.Method;
import grader.labs.Lab;
import grader.subject.Subject;
import grader.subject.Subjects;
import grader.submission.SubmissionClasses;
import grader.submission.SubmissionRegistry;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Injects the implementation under test and the {@link CheckContext}. The implementation is
 * a proxy of the lab-api interface a parameter names: each call runs on a fresh instance of
 * the submission's class in the run's subject process (its own class loader per check, so
 * nothing carries over from an earlier check), released when the check ends. A check never
 * names a class of any submission, the reference included, and this JVM loads none.
 * In a run that stops at the first rejection ({@link SubmissionRegistry#STOP_AT_REJECTION})
 * it skips the checks after it.
 */
public final class LabExtension implements ParameterResolver, ExecutionCondition {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == CheckContext.class || type == FreshInstances.class || labFor(type) != null;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        SubmissionClasses submission = submission(context);
        Class<?> type = parameter.getParameter().getType();
        if (type == CheckContext.class) {
            return checkContext(context, submission);
        }
        if (type == FreshInstances.class) {
            return freshInstances(submission, parameter, context);
        }
        Lab lab = labFor(type);
        try {
            return inSubject(type, lab, submission, parameter, context);
        } catch (ParameterResolutionException e) {
            throw e;
        } catch (Throwable e) {
            Throwable cause = e instanceof ReflectiveOperationException && e.getCause() != null ? e.getCause() : e;
            throw new ParameterResolutionException("could not create the " + type.getSimpleName()
                    + " implementation: " + cause, cause);
        }
    }

    /**
     * A proxy to a fresh instance in the run's subject process, released when the check ends;
     * until then the check's helpers that look where the submission runs look at the subject
     * ({@link SubjectSide}).
     */
    private static Object inSubject(Class<?> type, Lab lab, SubmissionClasses submission, ParameterContext parameter,
            ExtensionContext context) throws Throwable {
        String className = submission.implementationOf(lab)
                .orElseThrow(() -> new ParameterResolutionException("the submission does not implement " + lab.id()));
        Subject subject = Subjects.of(runKey(context));
        Object instance = subject.open(type, className, submission.classpath(), context.getUniqueId());
        SubjectSide.enter(new SubjectHooks(subject));
        context.getStore(ExtensionContext.Namespace.create(LabExtension.class, parameter.getIndex()))
                .put(Subject.class, (AutoCloseable) () -> {
                    SubjectSide.leave();
                    subject.release(instance);
                });
        return instance;
    }

    /** A source of instances in class loaders of their own, in the run's subject, which the check's helpers then look at. */
    private static FreshInstances freshInstances(SubmissionClasses submission, ParameterContext parameter,
            ExtensionContext context) {
        // As for a lab parameter: no subject is started for a submission that does not implement the check's lab.
        Lab lab = Lab.byId(context.getRequiredTestClass().getAnnotation(LabStep.class).lab())
                .orElseThrow(() -> new ParameterResolutionException("the check's class names no known lab"));
        submission.implementationOf(lab)
                .orElseThrow(() -> new ParameterResolutionException("the submission does not implement " + lab.id()));
        Subject subject = Subjects.of(runKey(context));
        SubjectSide.enter(new SubjectHooks(subject));
        context.getStore(ExtensionContext.Namespace.create(LabExtension.class, parameter.getIndex()))
                .put(Subject.class, (AutoCloseable) SubjectSide::leave);
        return new FreshInstances(subject, submission, context.getUniqueId());
    }

    /** In a run that stops at the first rejection, a check after it is skipped; a happy path always runs. */
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        boolean stopping = context.getConfigurationParameter(SubmissionRegistry.STOP_AT_REJECTION)
                .map(Boolean::parseBoolean).orElse(false);
        Check check = context.getTestMethod().map(m -> m.getAnnotation(Check.class)).orElse(null);
        String key = context.getConfigurationParameter(SubmissionRegistry.KEY).orElse(null);
        if (stopping && check != null && !check.happyPath() && key != null && SubmissionRegistry.rejected(key)) {
            return ConditionEvaluationResult.disabled("an earlier check already rejected this submission");
        }
        return ConditionEvaluationResult.enabled("graded");
    }

    private static Lab labFor(Class<?> type) {
        return Lab.byApi(type).orElse(null);
    }

    private static String runKey(ExtensionContext context) {
        return context.getConfigurationParameter(SubmissionRegistry.KEY)
                .orElseThrow(() -> new ParameterResolutionException("no submission given to this run"));
    }

    private static SubmissionClasses submission(ExtensionContext context) {
        return SubmissionRegistry.get(runKey(context));
    }

    private static CheckContext checkContext(ExtensionContext context, SubmissionClasses submission) {
        Method method = context.getRequiredTestMethod();
        String id = CheckIds.of(method).orElse(method.getName());
        long runSeed = context.getConfigurationParameter(SubmissionRegistry.SEED).map(Long::parseLong).orElse(0L);
        return new CheckContext(id, CheckIds.seedFor(runSeed, id), submission);
    }
}
