package grader.fault;

import faultchild.FaultChildMain;
import grader.process.ChildProcess;
import grader.process.ChildRuntime;
import grader.process.JvmCommand;
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

    /** One started spare: its process, its control link and its private temp folder. */
    record Spare(ChildProcess process, ControlLink link, Path tmpDir) {
        void close() {
            process.close();
            link.close();
        }
    }

    private static final Map<Key, Spare> SPARES = new HashMap<>();
    private static boolean enabled = !"false".equals(System.getProperty("idemlab.fault.spares"));

    private SpareChildren() {
    }

    /** The spare for {@code key} if one is alive, now no longer a spare; else null. */
    static synchronized Spare take(Key key) {
        Spare spare = SPARES.remove(key);
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
        ControlLink link = null;
        try {
            link = new ControlLink();
            Path tmpDir = ChildRuntime.newTempFolder();
            JvmCommand command = key.runtime().withFlags(key.flags(), key.submission(), tmpDir,
                    FaultChildMain.class.getName(), List.of(Integer.toString(link.port()), FaultChildMain.SPARE));
            ChildProcess process = ChildProcess.startWithSecret("fault-child", command.words(), null, tmpDir,
                    key.runtime().confinement(key.submission()), link.token());
            SPARES.put(key, new Spare(process, link, tmpDir));
        } catch (IOException e) {
            if (link != null) {
                link.close();
            }
        }
    }

    /** Ends every spare: their submission is graded, or this JVM's checks are over. */
    static void endAll() {
        List<Spare> ending;
        synchronized (SpareChildren.class) {
            ending = new ArrayList<>(SPARES.values());
            SPARES.clear();
        }
        ending.forEach(Spare::close);
    }

    /** Whether children start from spares; off, each starts cold (a benchmark of the cold start). */
    static synchronized void enable(boolean on) {
        enabled = on;
        if (!on) {
            endAll();
        }
    }
}
