package grader.process;

/**
 * Names of what a grader JVM leaves on the machine (run folders, cgroups) that carry its pid
 * ({@code <base><pid>-...}): SIGKILL runs no cleanup, so a later run removes what such a name
 * marks once its owner is gone, and never what a live grader still uses.
 */
public final class OwnedNames {
    private OwnedNames() {
    }

    /** The start of every name this JVM owns under {@code base}. */
    public static String ownPrefix(String base) {
        return base + ProcessHandle.current().pid() + "-";
    }

    /** True for a name under {@code base} whose owner's pid runs no process now; a name without a pid is never one. */
    public static boolean ownerIsGone(String base, String name) {
        if (!name.startsWith(base)) {
            return false;
        }
        String rest = name.substring(base.length());
        int dash = rest.indexOf('-');
        try {
            return dash > 0 && ProcessHandle.of(Long.parseLong(rest.substring(0, dash))).isEmpty();
        } catch (NumberFormatException other) {
            return false;
        }
    }
}
