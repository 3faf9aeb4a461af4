package grader.process;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What a child process is started inside: a command prefix that confines it (namespaces,
 * limits), and the means to release what the confinement made for it once it is gone.
 */
public interface Confinement {
    /** No confinement: the command runs as it is. */
    Confinement NONE = new Confinement() {
        @Override
        public List<String> wrap(List<String> command) {
            return command;
        }
    };

    /** The confinement that runs a command after {@code prefix}, releasing with {@code release}. */
    static Confinement prefixed(List<String> prefix, Runnable release) {
        return prefixed(prefix, release, Optional::empty);
    }

    /** As {@link #prefixed(List, Runnable)}, for a confinement that may end the child itself, saying why in {@code endedBecause}. */
    static Confinement prefixed(List<String> prefix, Runnable release, Supplier<Optional<String>> endedBecause) {
        List<String> words = List.copyOf(prefix);
        return new Confinement() {
            @Override
            public List<String> wrap(List<String> command) {
                List<String> all = new ArrayList<>(words);
                all.addAll(command);
                return all;
            }

            @Override
            public void release() {
                release.run();
            }

            @Override
            public Optional<String> endedBecause() {
                return endedBecause.get();
            }
        };
    }

    /** The command that runs {@code command} confined. */
    List<String> wrap(List<String> command);

    /** Called once the child and all it started are dead: removes what was made for it (e.g. a cgroup). */
    default void release() {
    }

    /**
     * Why the confinement itself killed the child, when a bound it keeps by watching (not by
     * the kernel refusing) was passed: the words a crash message gives as the reason, since
     * the exit status alone (SIGKILL) cannot tell it from any other kill. Empty otherwise.
     */
    default Optional<String> endedBecause() {
        return Optional.empty();
    }
}
