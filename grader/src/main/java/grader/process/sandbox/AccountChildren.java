package grader.process.sandbox;

import grader.model.SandboxReport;
import grader.process.CacheRoot;
import grader.process.Confinement;
import java.nio.file.Path;
import java.util.List;

/**
 * How a judge confined by {@link Accounts} starts the processes that run submission code: as
 * its own user, with every capability dropped (the judge's two are not passed on) and no way
 * to gain one. They share the judge's temp folder (their databases are its files), its rlimits
 * and its cgroups; lacking its capabilities they cannot ptrace it, read its memory or its
 * environment, or read the grader's files.
 */
final class AccountChildren implements Sandbox {
    /** Set on a judge's command line when the judge runs under {@link Accounts}. */
    static final String PROPERTY = "idemlab.subject.accounts";

    static final AccountChildren INSTANCE = new AccountChildren();

    private AccountChildren() {
    }

    /** The judge's flags: its children are confined so, and find their runtime in {@code childrenCache}. */
    static List<String> judgeFlags(Path childrenCache) {
        return List.of("-D" + PROPERTY + "=true", "-D" + CacheRoot.CHILDREN_PROPERTY + "=" + childrenCache);
    }

    static boolean isThisJudge() {
        return Boolean.getBoolean(PROPERTY);
    }

    /** setpriv's words that drop every capability and keep it so, up to and including {@code --}. */
    static List<String> dropAll() {
        return List.of(Accounts.SETPRIV, "--inh-caps=-all", "--ambient-caps=-all", "--no-new-privs", "--");
    }

    @Override
    public Confinement confine(Path writable, List<Path> readable) {
        return Confinement.prefixed(dropAll(), () -> { });
    }

    @Override
    public boolean confines() {
        return true;
    }

    @Override
    public SandboxReport report() {
        return new SandboxReport(SandboxReport.ACCOUNTS, "the judge's user with no capability");
    }
}
