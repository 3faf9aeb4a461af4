package grader.process.sandbox;

import grader.process.Classpaths;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Turns {@code --sandbox} into the confinement of this run, probing the machine once per JVM:
 * bubblewrap where it can make its namespaces, else separate accounts ({@link Accounts}) where
 * the grader runs as root, else nothing.
 */
public final class SandboxChoice {
    /** Said when confinement is wanted but this machine cannot make it. */
    public static final String UNAVAILABLE = "no confinement is available here: it needs bubblewrap ('bwrap') and"
            + " user namespaces, or else root, setpriv and prlimit for separate accounts, with the grader's files"
            + " closed to other users";

    private static Optional<Bubblewrap> probed;
    private static Optional<Accounts> accounts;

    private SandboxChoice() {
    }

    /**
     * The sandbox for {@code mode}; empty when {@code require} (or {@code accounts}) cannot be
     * met. {@code note} hears one line when {@code auto} has to run with less.
     */
    public static Optional<Sandbox> choose(SandboxMode mode, Consumer<String> note) {
        if (mode == SandboxMode.OFF) {
            return Optional.of(Sandbox.NONE);
        }
        if (mode == SandboxMode.ACCOUNTS) {
            return probeAccounts().map(Sandbox.class::cast);
        }
        Optional<Bubblewrap> sandbox = probe();
        if (sandbox.isPresent()) {
            return Optional.of(sandbox.get());
        }
        Optional<Accounts> separate = probeAccounts();
        if (separate.isPresent() && separate.get().closesGraderFiles()) {
            return Optional.of(separate.get());
        }
        if (mode == SandboxMode.REQUIRE) {
            return Optional.empty();
        }
        if (separate.isPresent()) {
            note.accept("bubblewrap is not available here; submission code runs under separate accounts, but the"
                    + " grader's own files are readable by every user, so the checks are not kept out of its reach");
            return Optional.of(separate.get());
        }
        note.accept(UNAVAILABLE + "; submission code runs unconfined");
        return Optional.of(Sandbox.unconfined(UNAVAILABLE));
    }

    private static synchronized Optional<Bubblewrap> probe() {
        if (probed == null) {
            probed = Bubblewrap.probe(Bubblewrap.Limits.DEFAULT);
        }
        return probed;
    }

    private static synchronized Optional<Accounts> probeAccounts() {
        if (accounts == null) {
            accounts = Accounts.probe(Bubblewrap.Limits.DEFAULT, Classpaths.locationOf(SandboxChoice.class));
        }
        return accounts;
    }
}
