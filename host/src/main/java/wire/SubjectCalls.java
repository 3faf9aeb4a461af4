package wire;

/**
 * The calls the judge sends its subject, one length-framed JSON request each
 * ({@code {"id":N,"call":NAME,...}}), answered by {@code {"id":N,"ok":value}} or
 * {@code {"id":N,"threw":{...}}}. The subject only acts and answers; what a reply means is the
 * judge's to decide, and the judge treats every reply as untrusted input. While a call runs,
 * the subject may call back ({@code {"id":M,"callback":K,"method":...,"args":[...]}}) into a
 * fault hook or sender of the check, which the judge answers the same way.
 */
public final class SubjectCalls {
    /** Loads a class of the submission in the class loader of a scope (one per check) and makes an instance: a handle. */
    public static final String OPEN = "open";
    /** Calls a method of a handle with plain or tagged arguments; the reply carries the result and what the call changed. */
    public static final String INVOKE = "invoke";
    /** Forgets a handle; the last one of a scope lets its class loader go. */
    public static final String RELEASE = "release";
    /** Where the submission's threads are now, as text: what a time-out shows the student. */
    public static final String DUMP = "dump";
    /** The facts of every thread of the subject (blocked, in SQLite, CPU time, the host's own). */
    public static final String THREADS = "threads";
    /** Sets the JVM-wide HTTP proxy settings to a port of the check's (0 restores them). */
    public static final String PROXY = "proxy";
    /**
     * Gates every statement the submission sends to a database file on the judge's schedule
     * (a call back before each statement and each lock wait), or ends that for the file; the
     * reply lists the ways the submission went around the gate so far (empty: none).
     */
    public static final String SCHEDULE = "schedule";
    /** Whether anything of the submission can still move on its own, as plain thread facts: the judge decides. */
    public static final String QUIET = "quiet";

    /** The key of a request that names its call. */
    public static final String CALL_KEY = "call";

    private SubjectCalls() {
    }
}
