package grader.process;

import java.util.ArrayList;
import java.util.List;

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
        };
    }

    /** The command that runs {@code command} confined. */
    List<String> wrap(List<String> command);

    /** Called once the child and all it started are dead: removes what was made for it (e.g. a cgroup). */
    default void release() {
    }
}
