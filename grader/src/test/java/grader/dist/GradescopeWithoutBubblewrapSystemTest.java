package grader.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.process.sandbox.AccountIds;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Gradescope package on a machine without bubblewrap, as Gradescope's stock image is: the
 * grade runs in a mount namespace of its own where every {@code bwrap} on the PATH is covered
 * by /dev/null, so the grader finds none and confines submission code under separate accounts.
 * A probe that finds the autograder's folders through /proc can neither read the checks, the
 * weights, run_autograder or the results, nor write outside its temp folder; a correct
 * submission still gets every point; nothing of the accounts is left behind.
 */
class GradescopeWithoutBubblewrapSystemTest {
    /** Covers every bwrap on the PATH in a private mount namespace, then runs the command given. */
    private static final String HIDE_BWRAP = "for b in $(type -ap bwrap); do mount --bind /dev/null \"$b\" || exit 97;"
            + " done; ! command -v bwrap >/dev/null || [ ! -x \"$(command -v bwrap)\" ] || exit 98; exec \"$@\"";

    /** The capabilities Docker gives a container's root by default (moby's defaults), as a setpriv set. */
    private static final String DOCKER_DEFAULT_CAPS = "-all,+chown,+dac_override,+fsetid,+fowner,+mknod,+net_raw,"
            + "+setgid,+setuid,+setfcap,+setpcap,+net_bind_service,+sys_chroot,+kill,+audit_write";

    @TempDir
    Path base;
    private Path root;
    private Path tmp;

    @BeforeEach
    void unpackTheAutograder() throws Exception {
        assertThat(Files.getAttribute(base, "unix:uid")).as("this test runs the package as root, as Gradescope does")
                .isEqualTo(0);
        // Every user may search the way to the judges' temp folders; nothing else here is open.
        Files.setPosixFilePermissions(base, PosixFilePermissions.fromString("rwx--x--x"));
        root = Files.createDirectories(base.resolve("autograder"));
        tmp = Files.createDirectories(base.resolve("tmp"));
        Path zip = base.resolve("autograder.zip");
        Path weights = base.resolve("course-weights.json");
        Files.writeString(weights, "{\"lease.1\": {\"points\": 10}}");
        GradescopePackage.write(Lab.LEASE, weights, zip);
        AutograderLayout.unpack(zip, root);
    }

    @Test
    void theProbeReachesNoneOfTheAutogradersFiles() throws Exception {
        Path probe = Files.createDirectories(base.resolve("probe"));
        for (Path folder : List.of(ProjectPaths.fixtures().resolve("hostile/_skeleton"),
                ProjectPaths.fixtures().resolve("hostile/probe-autograder-files/src"))) {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.toList()) {
                    Files.copy(file, probe.resolve(file.getFileName()));
                }
            }
        }
        AutograderLayout.submit(probe, root);
        JsonNode results = runAutograder();
        JsonNode init = test(results, "lease.1.init-creates-jobs-table");
        assertThat(init.get("score").asDouble()).as(init.toString()).isZero();
        String output = init.get("output").asString();
        assertThat(output).contains("probe: roots [" + root.toRealPath(), "breaches: none",
                "grader.jar: refused", "weights.json: refused", "run_autograder: refused", "results: refused",
                "write results: refused", "write source: refused", "write submission: refused");
        assertThat(results.toString()).contains("accounts");
        assertNothingOfTheAccountsLeft();
    }

    @Test
    void aCorrectSubmissionGetsEveryPoint() throws Exception {
        AutograderLayout.submit(ProjectPaths.referenceSources().resolve("reference/lease"), root);
        JsonNode results = runAutograder();
        double max = 0;
        for (JsonNode test : results.get("tests")) {
            assertThat(test.get("score").asDouble()).as(test.get("name").asString() + ": " + test.get("output"))
                    .isEqualTo(test.get("max_score").asDouble());
            max += test.get("max_score").asDouble();
        }
        assertThat(results.get("score").asDouble()).isEqualTo(max).isPositive();
        assertNothingOfTheAccountsLeft();
    }

    /**
     * Docker's default capabilities (Gradescope's containers run as root with them): no
     * CAP_DAC_READ_SEARCH, CAP_SYS_ADMIN or CAP_NET_ADMIN. Separate accounts still confine, and a
     * correct submission still gets every point.
     */
    @Test
    void withDockersDefaultCapabilitiesACorrectSubmissionGetsEveryPoint() throws Exception {
        AutograderLayout.submit(ProjectPaths.referenceSources().resolve("reference/lease"), root);
        Path log = base.resolve("docker-caps.log");
        int status = Launch.run(log, environment(), "/usr/bin/unshare", "-m", "--propagation", "private", "/bin/bash",
                "-c", HIDE_BWRAP, "hide-bwrap", "/usr/bin/setpriv", "--bounding-set=" + DOCKER_DEFAULT_CAPS,
                "--inh-caps=-all", "/bin/bash", root.resolve("run_autograder").toString());
        assertThat(status).as(Files.readString(log)).isZero();
        JsonNode results = JsonMapper.builder().build().readTree(Files.readString(root.resolve("results/results.json")));
        assertThat(results.toString()).contains("accounts");
        for (JsonNode test : results.get("tests")) {
            assertThat(test.get("score").asDouble()).as(test.get("name").asString() + ": " + test.get("output"))
                    .isEqualTo(test.get("max_score").asDouble());
        }
        assertThat(results.get("score").asDouble()).isPositive();
        assertNothingOfTheAccountsLeft();
    }

    /**
     * Neither bubblewrap nor separate accounts: the grade runs as a user that is not root (so
     * it cannot hand out accounts) with bwrap hidden. {@code --sandbox require}, which the
     * package sets, refuses to grade: the grader exits 2, and the results say why.
     */
    @Test
    void withNoConfinementAtAllTheGradeIsRefusedAndSaysWhy() throws Exception {
        AutograderLayout.submit(ProjectPaths.referenceSources().resolve("reference/lease"), root);
        try (Stream<Path> all = Files.walk(base)) {
            for (Path path : all.toList()) {
                Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(
                        Files.isDirectory(path) || Files.isExecutable(path) ? "rwxrwxrwx" : "rw-rw-rw-"));
            }
        }
        Path log = base.resolve("nobody.log");
        int status = Launch.run(log, environment(), "/usr/bin/unshare", "-m", "--propagation", "private", "/bin/bash",
                "-c", HIDE_BWRAP, "hide-bwrap", "/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                "/bin/bash", root.resolve("source/idemlab/bin/grade").toString(), "lease", root.resolve("submission")
                        .toString(), "--sandbox", "require", "--format", "json", "--out", base.resolve("r.json").toString());
        assertThat(status).as(Files.readString(log)).isEqualTo(2);
        JsonNode report = JsonMapper.builder().build().readTree(Files.readString(base.resolve("r.json")));
        assertThat(report.toString()).contains("no confinement is available here");
    }

    private JsonNode runAutograder() throws Exception {
        Path log = base.resolve("run.log");
        int status = Launch.run(log, environment(), "/usr/bin/unshare", "-m", "--propagation", "private", "/bin/bash",
                "-c", HIDE_BWRAP, "hide-bwrap", root.resolve("run_autograder").toString());
        assertThat(status).as(Files.readString(log)).isZero();
        return JsonMapper.builder().build().readTree(Files.readString(root.resolve("results/results.json")));
    }

    private Map<String, String> environment() {
        return Map.of("IDEMLAB_AUTOGRADER_ROOT", root.toString(), "IDEMLAB_CACHE", base.resolve("cache").toString(),
                "TMPDIR", tmp.toString(), "PATH", System.getProperty("java.home") + "/bin:/usr/bin:/bin");
    }

    private static JsonNode test(JsonNode results, String id) {
        for (JsonNode test : results.get("tests")) {
            if (test.get("name").asString().startsWith(id)) {
                return test;
            }
        }
        throw new AssertionError("no test " + id + " in " + results);
    }

    /** No process of an id the accounts confinement hands out, and none of its files in the shared folders. */
    private static void assertNothingOfTheAccountsLeft() throws Exception {
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            List<String> left = procs.filter(p -> p.getFileName().toString().matches("\\d+"))
                    .filter(p -> AccountIds.isOurs(owner(p))).map(p -> p.getFileName().toString()).toList();
            assertThat(left).as("processes of the grade's accounts").isEmpty();
        }
        for (String shared : List.of("/tmp", "/var/tmp", "/dev/shm")) {
            try (Stream<Path> files = Files.list(Path.of(shared))) {
                assertThat(files.filter(f -> AccountIds.isOurs(owner(f))).toList()).as("files of the accounts in " + shared)
                        .isEmpty();
            }
        }
    }

    private static long owner(Path path) {
        try {
            return ((Number) Files.getAttribute(path, "unix:uid", java.nio.file.LinkOption.NOFOLLOW_LINKS)).longValue();
        } catch (Exception gone) {
            return -1;
        }
    }
}
