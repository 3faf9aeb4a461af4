package grader.model;

/**
 * The confinement a grade's submission code ran under, as the report records it, so that a
 * platform can tell a confined grade from one that ran unconfined without taking the
 * grader's word on how it was started.
 *
 * @param mode        {@code bubblewrap} (namespaces, cgroups, the subject nested), {@code accounts}
 *                    (separate user ids, file modes, rlimits) or {@code none}
 * @param description in a sentence: what keeps the submission out of reach, or why nothing does
 */
public record SandboxReport(String mode, String description) {
    public static final String BUBBLEWRAP = "bubblewrap";
    /** Separate user ids and file modes, where namespaces are refused (see {@code Accounts}). */
    public static final String ACCOUNTS = "accounts";
    public static final String NONE = "none";

    public boolean confined() {
        return !NONE.equals(mode);
    }
}
