package grader.course;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A report a class run finds from before. It still holds when it is whole (it parses) and
 * names the hash of the submission as it is now; a report of the grader's own failure never
 * holds, so that submission is graded again.
 */
final class EarlierReport {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private EarlierReport() {
    }

    static Optional<JsonNode> read(Path report) {
        if (!Files.isRegularFile(report)) {
            return Optional.empty();
        }
        try {
            JsonNode root = JSON.readTree(Files.readString(report));
            return root != null && root.isObject() && root.has("labs") ? Optional.of(root) : Optional.empty();
        } catch (Exception halfWritten) {
            return Optional.empty();
        }
    }

    static boolean stillHolds(Path report, String hash) {
        return read(report).filter(r -> hash != null && hash.equals(r.path("submissionHash").asString(null)))
                .filter(r -> !"grader".equals(r.path("error").path("kind").asString(null)))
                .isPresent();
    }
}
