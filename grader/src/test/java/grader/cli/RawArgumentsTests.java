package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The command line read as typed, the way picocli would read it, for when picocli has rejected it. */
class RawArgumentsTests {
    private final CommandLine grade = new CommandLine(new GradeCommand());

    private RawArguments raw(String... words) {
        return new RawArguments(grade.getCommandSpec(), List.of(words));
    }

    @Test
    void anOptionsValueIsTheNextWordOrWhatFollowsItsEqualsSign() {
        RawArguments typed = raw("lease", "src", "--out", "a.json", "--budget", "-1", "--out=b.json", "--bogus");
        assertThat(typed.values("--out")).containsExactly("a.json", "b.json");
        assertThat(typed.last("--budget")).isEqualTo("-1");
        assertThat(typed.positional()).containsExactly("lease", "src");
    }

    @Test
    void anOptionsNameOrTheEndOfOptionsIsNeverAValue() {
        RawArguments typed = raw("--out", "--format", "json", "lease", "--", "--out", "x");
        assertThat(typed.values("--out")).isEmpty();
        assertThat(typed.last("--format")).isEqualTo("json");
        assertThat(typed.positional()).containsExactly("lease", "--out", "x");
    }

    @Test
    void aFlagTakesNoValue() {
        assertThat(raw("--all-steps", "lease", "--watch", "src").positional()).containsExactly("lease", "src");
    }

    @Test
    void aSubcommandsWordsAreThoseAfterItsName() {
        assertThat(raw("--lang", "ko", "mutants", "lease", "--out", "m.json").after("mutants"))
                .containsExactly("lease", "--out", "m.json");
        assertThat(raw("lease", "mutants").after("mutants")).isEmpty();
    }
}
