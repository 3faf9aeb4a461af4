package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import grader.kit.InitCommand;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** --help speaks the student's language: every option, the command and its subcommands. */
class HelpTextsTests {
    private static CommandLine cli(String... args) {
        CommandLine cli = new CommandLine(new GradeCommand());
        HelpTexts.apply(cli, HelpTexts.language(args));
        return cli;
    }

    @Test
    void koreanDescribesEveryOptionOfGradeAndInit() {
        for (CommandSpec spec : new CommandSpec[] {cli("--lang", "ko").getCommandSpec(),
                cli("--lang=ko").getSubcommands().get("init").getCommandSpec()}) {
            assertThat(spec.usageMessage().description()).as(spec.name()).allMatch(HelpTextsTests::hangul);
            for (OptionSpec option : spec.options()) {
                assertThat(option.description()).as(spec.name() + " " + option.longestName())
                        .isNotEmpty().allMatch(HelpTextsTests::hangul);
            }
            spec.positionalParameters().forEach(p -> assertThat(p.description()).as(p.paramLabel())
                    .isNotEmpty().allMatch(HelpTextsTests::hangul));
        }
    }

    @Test
    void englishKeepsTheAnnotationsAndASubcommandKeepsItsOwnDescription() {
        CommandSpec grade = cli("--lang", "en").getCommandSpec();
        assertThat(grade.findOption("--step").description()[0]).startsWith("grade steps 1..N");
        CommandSpec init = cli("--lang", "ko").getSubcommands().get("init").getCommandSpec();
        CommandSpec mutants = cli("--lang", "ko").getSubcommands().get("mutants").getCommandSpec();
        assertThat(init.usageMessage().description()[0]).isNotEqualTo(grade.usageMessage().description()[0]);
        assertThat(mutants.usageMessage().description()[0]).isNotEqualTo(grade.usageMessage().description()[0]);
        assertThat(cli("--lang", "en").getSubcommands().get("mutants").getCommandSpec().usageMessage()
                .description()[0]).startsWith("Grade every authored");
        assertThat(new CommandLine(new InitCommand()).getCommandSpec().name()).isEqualTo("init");
    }

    /**
     * A Korean student's grade --help lists every command in Korean; the commands for authors
     * and operators (mutants, package, class) keep their options' English on their own pages.
     */
    @Test
    void koreanListsEveryCommandInKoreanAndAuthorsOptionsStayEnglish() {
        CommandLine korean = cli("--lang", "ko");
        assertThat(korean.getSubcommands()).containsKeys("mutants", "package", "class", "init", "kit");
        korean.getSubcommands().forEach((name, sub) -> assertThat(sub.getCommandSpec().usageMessage().description())
                .as(name).isNotEmpty().allMatch(HelpTextsTests::hangul));
        assertThat(korean.getUsageMessage()).contains("참조 구현에 저자가 넣은", "채점기를 플랫폼용으로",
                "제출물 폴더나 .zip").doesNotContain("Grade every authored", "Packages the grader");
        OptionSpec incremental = korean.getSubcommands().get("mutants").getCommandSpec().findOption("--incremental");
        assertThat(incremental.description()).noneMatch(HelpTextsTests::hangul);
    }

    @Test
    void aBadLanguageStillGivesHelpInEnglish() {
        assertThat(cli("--lang", "fr").getCommandSpec().findOption("--step").description()[0])
                .startsWith("grade steps 1..N");
        assertThat(HelpTexts.language("lease", "--lang")).isNull();
    }

    @Test
    void everyKoreanKeyNamesSomethingTheCommandHas() throws Exception {
        for (String[] bundle : new String[][] {{"cli_ko", ""}, {"cli-init_ko", "init"}}) {
            java.util.Properties keys = new java.util.Properties();
            try (var in = HelpTextsTests.class.getResourceAsStream("/grader/i18n/" + bundle[0] + ".properties")) {
                keys.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
            }
            CommandLine cli = cli("--lang", "ko");
            CommandSpec spec = bundle[1].isEmpty() ? cli.getCommandSpec() : cli.getSubcommands().get(bundle[1]).getCommandSpec();
            java.util.Set<String> known = new java.util.HashSet<>();
            spec.options().forEach(o -> known.add(o.descriptionKey().isEmpty()
                    ? o.longestName().replaceFirst("^-+", "") : o.descriptionKey()));
            spec.positionalParameters().forEach(p -> known.add(p.descriptionKey()));
            for (String key : keys.stringPropertyNames()) {
                assertThat(key.startsWith("usage.") || key.startsWith("mixinStandardHelpOptions.") || known.contains(key))
                        .as(bundle[0] + ": " + key + " is no option of " + spec.name()).isTrue();
            }
        }
    }

    private static boolean hangul(String text) {
        return text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL);
    }
}
