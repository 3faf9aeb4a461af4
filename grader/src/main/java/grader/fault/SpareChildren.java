package grader.fault;

import faultchild.FaultChildMain;
import grader.process.ChildRuntime;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * At most one fault child per class path started before it is needed: while one child runs
 * its scenario the next one starts its JVM and sets sqlite-jdbc up, and a check that starts
 * children one after another (a kill, then a restart) waits for a JVM start only once. A
 * spare knows nothing of a check until it is handed its job; it runs the same command, in the
 * same confinement, as a child started for that job would, so the verdict cannot tell them
 * apart. Spares are ended with their submission ({@link FaultChild#endSpares}), and a JVM that
 * ends takes them along as it takes every child.
 */
final class SpareChildren {
    /** What a spare must share with the child it stands in for. */
    record Key(ChildRuntime runtime, List<String> flags, List<Path> submission) {
    }

    private static final Map<Key, FaultChild.Started> SPARES = new HashMap<>();
    private static boolean enabled = !"false".equals(System.getProperty("idemlab.fault.spares"));

    private SpareChildren() {
    }

    /** The spare for {@code key} if one is alive, now no longer a spare; else null. */
    static synchronized FaultChild.Started take(Key key) {
        FaultChild.Started spare = SPARES.remove(key);
        if (spare != null && !spare.process().isAlive()) {
            spare.close();
            return null;
        }
        return spare;
    }

    /** Starts a spare for {@code key} unless one is waiting; a spare that cannot start is no loss. */
    static synchronized void refill(Key key) {
        if (!enabled || SPARES.containsKey(key)) {
            return;
        }
        try {
            SPARES.put(key, FaultChild.startProcess(key.runtime(), key.flags(), key.submission(),
                    port -> List.of(Integer.toString(port), FaultChildMain.SPARE)));
        } catch (IOException e) {
            // No spare: the next child is launched when it is needed.
        }
    }

    /** Ends every spare: their submission is graded, or this JVM's checks are over. */
    static void endAll() {
        List<FaultChild.Started> ending;
        synchronized (SpareChildren.class) {
            ending = new ArrayList<>(SPARES.values());
            SPARES.clear();
        }
        ending.forEach(FaultChild.Started::close);
    }

    /** Whether children start from spares; off, each starts cold (a benchmark of the cold start). */
    static synchronized void enable(boolean on) {
        enabled = on;
        if (!on) {
            endAll();
        }
    }
}
