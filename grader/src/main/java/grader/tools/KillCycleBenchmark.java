package grader.tools;

import grader.process.Folders;
import grader.fault.ChildMessage;
import grader.fault.FaultChild;
import grader.process.ChildRuntime;
import grader.process.JvmCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import faultchild.FaultChildMain;
import wire.FaultProtocol;
import faultchild.SqliteProbe;

/**
 * Prints the median cost of one kill cycle (spawn, read FAULT, SIGKILL, reaped) next to the
 * floor it cannot beat: a bare child JVM with the same flags that opens SQLite, writes one
 * row and exits. Both are measured in the same run, interleaved, so that machine load hits
 * both alike; last, the cycle of a child that a spare stands in for, as the checks start them
 * (its JVM started during the cycle before). Not a timed test: run by {@code scripts/bench-kill-cycle}.
 */
public final class KillCycleBenchmark {
    private KillCycleBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        String where = args.length > 1 ? args[1] + ", " : "";
        Path dir = Files.createTempDirectory("idemlab-bench-");
        try {
            // The floor is a cold JVM start, so these cycles start cold too: no spare started ahead.
            FaultChild.useSpares(false);
            report(where + "with CDS archive", ChildRuntime.prepare(true), rounds, dir);
            report(where + "without CDS archive", ChildRuntime.prepare(false), rounds, dir);
            // As checks start children: each cycle's child is the spare the one before started.
            FaultChild.useSpares(true);
            report(where + "with CDS archive, from a spare", ChildRuntime.prepare(true), rounds, dir);
        } finally {
            FaultChild.endSpares();
            Folders.delete(dir);
        }
    }

    private static void report(String label, ChildRuntime runtime, int rounds, Path dir) throws Exception {
        List<Long> floor = new ArrayList<>();
        List<Long> cycle = new ArrayList<>();
        for (int i = -2; i < rounds; i++) {
            long f = bareChild(runtime, dir.resolve("floor-" + label.length() + "-" + i + ".db"));
            long c = killCycle(runtime, dir.resolve("cycle-" + label.length() + "-" + i + ".db"));
            if (i >= 0) {
                floor.add(f);
                cycle.add(c);
            }
        }
        double floorMs = median(floor) / 1e6;
        double cycleMs = median(cycle) / 1e6;
        System.out.printf("%-50s bare child (open sqlite, write, exit): %6.1f ms   kill cycle: %6.1f ms"
                + "   ratio: %.2f   (%d rounds, medians)%n", label, floorMs, cycleMs, cycleMs / floorMs, rounds);
    }

    private static long bareChild(ChildRuntime runtime, Path db) throws IOException, InterruptedException {
        Path tmp = ChildRuntime.newTempFolder();
        JvmCommand command = runtime.command(List.of(), tmp, SqliteProbe.class.getName(), List.of(db.toString()));
        long start = System.nanoTime();
        // The floor this benchmark divides by is a bare JVM start, so it is started bare: through
        // ChildProcess (tails, tracking, the launcher thread) it would measure the grader's own cost twice.
        Process p = new ProcessBuilder(command.words()).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        int code = p.waitFor();
        long took = System.nanoTime() - start;
        Folders.delete(tmp);
        if (code != 0) {
            throw new IllegalStateException("the bare child failed with exit code " + code);
        }
        return took;
    }

    private static long killCycle(ChildRuntime runtime, Path db) throws IOException, InterruptedException {
        long start = System.nanoTime();
        try (FaultChild child = FaultChild.start(runtime, "bench", List.of(), FaultChildMain.NO_LAB,
                "probe.write-and-fault", List.of(db.toString()))) {
            ChildMessage end = child.awaitEnd(Duration.ofSeconds(20));
            if (!end.is(FaultProtocol.FAULT)) {
                throw new IllegalStateException("the child did not reach its fault point: " + end.describe()
                        + " " + child.output());
            }
            child.kill();
            return System.nanoTime() - start;
        }
    }

    private static double median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    }
}
