package grader.process.sandbox;

import java.util.Optional;
import java.util.function.Consumer;

/** Turns {@code --sandbox} into the sandbox of this run, probing the machine once per JVM. */
public final class SandboxChoice {
    /** Said when the sandbox is wanted but this machine cannot make it. */
    public static final String UNAVAILABLE = "the sandbox is not available here (it needs bubblewrap, 'bwrap', and"
            + " user namespaces)";

    private static Optional<Bubblewrap> probed;

    private SandboxChoice() {
    }

    /**
     * The sandbox for {@code mode}; empty when {@code require} cannot be met. {@code note}
     * hears one line when {@code auto} has to run without it.
     */
    public static Optional<Sandbox> choose(SandboxMode mode, Consumer<String> note) {
        if (mode == SandboxMode.OFF) {
            return Optional.of(Sandbox.NONE);
        }
        Optional<Bubblewrap> sandbox = probe();
        if (sandbox.isPresent()) {
            return Optional.of(sandbox.get());
        }
        if (mode == SandboxMode.REQUIRE) {
            return Optional.empty();
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
}
