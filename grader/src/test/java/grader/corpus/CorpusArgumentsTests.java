package grader.corpus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** scripts/corpus's command line: every option it documents, and no silent grade of everything on a word it does not know. */
class CorpusArgumentsTests {
    @Test
    void readsEveryOption() {
        CorpusArguments options = CorpusArguments.parse(List.of("--sample", "--lab", "lease", "--lab", "batch",
                "--dir", "blind"));
        assertThat(options.sample()).isTrue();
        assertThat(options.labs()).containsExactly("lease", "batch");
        assertThat(options.dir()).isEqualTo(Path.of("blind").toAbsolutePath());
        assertThat(options.help()).isFalse();
        assertThat(CorpusArguments.parse(List.of())).isEqualTo(new CorpusArguments(false, List.of(), null, false));
    }

    @Test
    void helpIsAskedForAndTheUsageNamesEveryOption() {
        assertThat(CorpusArguments.parse(List.of("--help")).help()).isTrue();
        assertThat(CorpusArguments.parse(List.of("-h")).help()).isTrue();
        assertThat(CorpusArguments.USAGE).contains("--sample", "--lab LAB", "--dir DIR", "--help", "Exit codes");
    }

    @Test
    void anUnknownWordALabThatIsNoneOrAMissingValueIsBadUsage() {
        assertThatThrownBy(() -> CorpusArguments.parse(List.of("--labs", "lease"))).hasMessage("unknown option --labs");
        assertThatThrownBy(() -> CorpusArguments.parse(List.of("--lab", "leases")))
                .hasMessageStartingWith("there is no lab leases");
        assertThatThrownBy(() -> CorpusArguments.parse(List.of("--lab"))).hasMessage("--lab needs a value");
        assertThatThrownBy(() -> CorpusArguments.parse(List.of("--dir", "--sample"))).hasMessage("--dir needs a value");
    }
}
