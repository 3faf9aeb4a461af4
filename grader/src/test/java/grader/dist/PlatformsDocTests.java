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
}
