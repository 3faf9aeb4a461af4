package grader.dist;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Runs a shell script as a platform would: a PATH holding only this JDK, HOME empty, nothing else inherited. */
final class Launch {
    private Launch() {
    }

    static int run(Path log, Map<String, String> extraEnv, String... command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(List.of(command)).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        Map<String, String> env = builder.environment();
        env.clear();
        env.put("PATH", Path.of(System.getProperty("java.home"), "bin").toString());
        env.put("HOME", "");
        env.putAll(extraEnv);
        return builder.start().waitFor();
    }
}
