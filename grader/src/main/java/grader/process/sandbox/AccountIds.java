package grader.process.sandbox;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The user and group ids the accounts confinement hands out: numbers no account of the machine
 * has (far above the ranges {@code useradd} draws from), and no two grader processes share,
 * because each id carries this JVM's pid. A user id is one judge's (its processes are killed by
 * it, so it must not be shared); a group id is one run's (every judge of a run reads the run's
 * copy of the submission through it).
 */
public final class AccountIds {
    /** 1.25 * 2^30: above every id range a distribution gives out, below 2^31 - 1. */
    private static final long BASE = 0x5000_0000L;
    /** Ids per grader JVM: they are used again after this many, by then long dead. */
    private static final int PER_JVM = 64;
    private static final AtomicInteger USERS = new AtomicInteger();
    private static final AtomicInteger GROUPS = new AtomicInteger();

    private AccountIds() {
    }

    static long nextUser() {
        return id(USERS.getAndIncrement());
    }

    static long nextGroup() {
        return id(GROUPS.getAndIncrement());
    }

    /** True for the ids this class gives out, of any grader JVM. */
    public static boolean isOurs(long id) {
        return id >= BASE && id < BASE + (1L << 28);
    }

    /** The user id this grader JVM runs as. */
    static long graderUid() {
        return new com.sun.security.auth.module.UnixSystem().getUid();
    }

    private static long id(int count) {
        // pid_max is at most 2^22, so pid * 64 + n stays below 2^28.
        long pid = ProcessHandle.current().pid() & 0x3F_FFFFL;
        return BASE + pid * PER_JVM + Math.floorMod(count, PER_JVM);
    }
}
