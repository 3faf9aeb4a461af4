package grader.coordinator.isolation;

/** Says in words why a worker JVM ended in the middle of a check. */
final class CrashMessages {
    private CrashMessages() {
    }

    static String describe(Integer status, String stderrTail, String stdoutTail) {
        StringBuilder out = new StringBuilder("the worker JVM ended during this check");
        if (status == null) {
            out.append(" (it closed the grader's channel and was stopped)");
        } else if (status > 128) {
            out.append(" (exit status ").append(status).append(": killed by signal ").append(status - 128)
                    .append(status == 134 ? ", SIGABRT, e.g. a native crash" : "").append(')');
        } else {
            out.append(" (exit status ").append(status).append(')');
        }
        if (stderrTail.contains("OutOfMemoryError") || stdoutTail.contains("OutOfMemoryError")) {
            out.append(": it ran out of memory (the worker's heap is ").append(JudgeCommand.MAX_HEAP.substring(4))
                    .append(')');
        } else if (status != null && status <= 128) {
            out.append(": did the submission call System.exit or Runtime.halt?");
        }
        if (!stderrTail.isBlank()) {
            out.append("\nlast lines on stderr:\n").append(stderrTail);
        }
        return out.toString();
    }
}
