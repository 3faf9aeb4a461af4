package grader.check;

import java.lang.reflect.Method;
import grader.labs.Lab;
import grader.submission.LoadedSubmission;
import grader.submission.SubmissionRegistry;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Injects the implementation under test (a fresh instance of the submission's class for the
 * lab-api interface a parameter names) and the {@link CheckContext}. A check never names a
 * class of any submission, the reference included. In a run that stops at the first
 * rejection ({@link SubmissionRegistry#STOP_AT_REJECTION}) it skips the checks after it.
 */
public final class LabExtension implements ParameterResolver, ExecutionCondition {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == CheckContext.class || labFor(type) != null;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        LoadedSubmission submission = submission(context);
        Class<?> type = parameter.getParameter().getType();
        if (type == CheckContext.class) {
            return checkContext(context, submission);
        }
        try {
            return submission.newInstance(labFor(type));
        } catch (ReflectiveOperationException | RuntimeException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new ParameterResolutionException("could not create the " + type.getSimpleName()
                    + " implementation: " + cause, cause);
        }
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
        for (Lab lab : Lab.values()) {
            if (lab.api() == type) {
                return lab;
            }
        }
        return null;
    }

    private static LoadedSubmission submission(ExtensionContext context) {
        String key = context.getConfigurationParameter(SubmissionRegistry.KEY)
                .orElseThrow(() -> new ParameterResolutionException("no submission given to this run"));
        return SubmissionRegistry.get(key);
    }

    private static CheckContext checkContext(ExtensionContext context, LoadedSubmission submission) {
        Method method = context.getRequiredTestMethod();
        String id = CheckIds.of(method).orElse(method.getName());
        long runSeed = context.getConfigurationParameter(SubmissionRegistry.SEED).map(Long::parseLong).orElse(0L);
        return new CheckContext(id, CheckIds.seedFor(runSeed, id), submission);
    }
}
