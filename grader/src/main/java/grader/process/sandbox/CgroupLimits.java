package grader.process.sandbox;

import grader.process.OwnedNames;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pids and a memory cgroup (v1, one hierarchy per controller) of one confined child: every
 * process and thread it starts counts against {@code pids.max}, and its memory, native
 * included, against {@code memory.limit_in_bytes}. Each controller is used only where its
 * hierarchy is writable; the child joins the groups before it runs anything.
 */
final class CgroupLimits {
    private static final Path ROOT = Path.of("/sys/fs/cgroup");
    private static final String PREFIX = "idemlab-";
    private static final AtomicInteger COUNT = new AtomicInteger();

    /** No group at all: what a machine whose hierarchies are not writable gets (a container's, say). */
    static final CgroupLimits NONE = new CgroupLimits(List.of());

    private final List<Path> groups;

    private CgroupLimits(List<Path> groups) {
        this.groups = List.copyOf(groups);
    }

    /** Groups for one child with these limits; none where the machine does not allow them. */
    static CgroupLimits make(long memoryBytes, int tasks) {
        if (COUNT.get() == 0) {
            sweepOrphans();
        }
        String name = OwnedNames.ownPrefix(PREFIX) + COUNT.incrementAndGet();
        List<Path> made = new ArrayList<>();
        make(ROOT.resolve("pids").resolve(name), "pids.max", Integer.toString(tasks), made);
        make(ROOT.resolve("memory").resolve(name), "memory.limit_in_bytes", Long.toString(memoryBytes), made);
        return new CgroupLimits(made);
    }

    private static void make(Path group, String limitFile, String limit, List<Path> made) {
        try {
            Files.createDirectory(group);
        } catch (IOException notAllowed) {
            return;
        }
        try {
            Files.writeString(group.resolve(limitFile), limit);
            made.add(group);
        } catch (IOException e) {
            remove(group);
        }
    }

    /** True when a memory group bounds the child (else the caller bounds its address space). */
    boolean boundsMemory() {
        return groups.stream().anyMatch(g -> g.getParent().getFileName().toString().equals("memory"));
    }

    /** {@code command} preceded by the words that move it into the groups first (exec keeps its pid). */
    List<String> wrap(List<String> command) {
        if (groups.isEmpty()) {
            return command;
        }
        StringBuilder join = new StringBuilder();
        for (Path group : groups) {
            join.append("echo $$ > '").append(group.resolve("cgroup.procs")).append("' && ");
        }
        List<String> words = new ArrayList<>(List.of("/bin/sh", "-c", join + "exec \"$@\"", "sh"));
        words.addAll(command);
        return words;
    }

    /**
     * The pids of every process in the groups now, read from the kernel's own list: the child and
     * all it started (none can leave a group it has no right to write). Empty where no group was
     * made. Cheaper than reading the status of every process of the machine.
     */
    Optional<List<Long>> processes() {
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readAllLines(groups.get(0).resolve("cgroup.procs")).stream()
                    .filter(line -> !line.isBlank()).map(line -> Long.parseLong(line.strip())).toList());
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    /** Removes the groups; their processes are dead by now, but may take a moment to leave. */
    void release() {
        groups.forEach(CgroupLimits::remove);
    }

    /** Removes the groups of grader JVMs that are gone (killed before they could remove their own). */
    private static void sweepOrphans() {
        for (String controller : List.of("pids", "memory")) {
            try (java.util.stream.Stream<Path> groups = Files.list(ROOT.resolve(controller))) {
                groups.filter(g -> OwnedNames.ownerIsGone(PREFIX, g.getFileName().toString())).forEach(CgroupLimits::remove);
            } catch (IOException | RuntimeException unreadable) {
                // No such hierarchy here: nothing to sweep.
            }
        }
    }

    private static void remove(Path group) {
        for (int i = 0; i < 50 && Files.exists(group); i++) {
            try {
                Files.delete(group);
            } catch (IOException stillBusy) {
                sleepBriefly();
            }
        }
    }

    private static void sleepBriefly() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
