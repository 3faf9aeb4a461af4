package grader.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import grader.ProjectPaths;
import grader.coordinator.CheckPlan;
import grader.labs.Lab;
import grader.score.WeightsFile;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import org.junit.jupiter.api.Test;

/** The figures docs/platforms.md gives a platform operator, held to what the grader plans (1 point per check without weights). */
class PlatformsDocTests {
    @Test
    void theGradescopeTotalOfLeaseIsItsNumberOfChecks() throws Exception {
        String doc = Files.readString(ProjectPaths.root().resolve("docs/platforms.md"));
        Matcher stated = Pattern.compile("(\\d+)\\s+for\\s+lease\\s+without\\s+weights").matcher(doc);
        assertThat(stated.find()).as("docs/platforms.md states lease's total").isTrue();
        int planned = CheckPlan.discover(List.of(Lab.LEASE), Lab.STEPS, Set.of()).checks().size();
        assertThat(Integer.parseInt(stated.group(1))).isEqualTo(planned);
    }

    /** The example weights file is one the grader accepts, and it gives no points to a hidden check (the total would tell its result). */
    @Test
    void theWeightsExampleIsReadAndGivesAHiddenCheckNoPoints(@TempDir Path work) throws Exception {
        String doc = Files.readString(ProjectPaths.root().resolve("docs/platforms.md"));
        String section = doc.substring(doc.indexOf("## Course weights"));
        Matcher block = Pattern.compile("(?s)```json\\n(.*?)```").matcher(section);
        assertThat(block.find()).as("a weights example").isTrue();
        Path file = Files.writeString(work.resolve("weights.json"), block.group(1));
        assertThat(WeightsFile.read(file)).isNotNull();
        JsonNode example = JsonMapper.builder().build().readTree(block.group(1));
        for (var entry : example.properties()) {
            if ("hidden".equals(entry.getValue().path("visibility").asString(""))) {
                assertThat(entry.getValue().path("points").asDouble(0)).as(entry.getKey()).isZero();
            }
        }
    }
}
