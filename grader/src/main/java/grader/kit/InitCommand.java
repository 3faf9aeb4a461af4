package grader.kit;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import grader.dist.Distribution;
import grader.labs.Lab;
import grader.report.Messages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code grade init LAB|all DIR}: a project to start a lab from (see {@link StudentProject}).
 * With {@code all}, one project per lab in {@code DIR/<lab>}.
 */
@Command(name = "init", mixinStandardHelpOptions = true, exitCodeOnInvalidInput = 2,
        description = "Writes a student project for a lab: the lab text (English and Korean), the starter"
                + " class, a Maven build and a ./grade launcher.")
public final class InitCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "LAB|all", descriptionKey = "lab", description = "lease, inbox, batch, outbox or all")
    String lab;

    @Parameters(index = "1", paramLabel = "DIR", descriptionKey = "dir", description = "a new or empty folder")
    Path dir;

    @Option(names = "--lang", paramLabel = "LANG", description = "en or ko (default: IDEMLAB_LANG, else the system's)")
    String lang;

    @Override
    public Integer call() throws Exception {
        Messages messages = Messages.of(Messages.localeFor(lang));
        List<Lab> labs = labs(lab);
        String grader = graderCommand();
        try {
            for (Lab one : labs) {
                Path target = labs.size() == 1 ? dir : dir.resolve(one.id());
                StudentProject.write(one, target, grader);
                System.out.println(messages.text("kit.written", one.id(), target));
            }
        } catch (KitException e) {
            System.err.println("grade init: " + messages.text("kit." + e.key(), e.args()));
            return 2;
        }
        System.out.println(messages.text("kit.next", labs.size() == 1 ? dir : dir.resolve(labs.get(0).id())));
        return 0;
    }

    static List<Lab> labs(String choice) {
        if (choice.equals("all")) {
            return Lab.all();
        }
        return List.of(Lab.byId(choice.toLowerCase(Locale.ROOT)).orElseThrow(() -> new picocli.CommandLine
                .ParameterException(new picocli.CommandLine(new InitCommand()), "no lab '" + choice
                        + "': choose lease, inbox, batch, outbox or all")));
    }

    /**
     * This grader's own launcher, by absolute path, so the project grades with the grader that
     * made it: {@code grade} in a checkout, {@code bin/grade} in a distribution.
     */
    static String graderCommand() {
        Path root = Path.of(System.getProperty("idemlab.root", ".")).toAbsolutePath().normalize();
        Path checkout = root.resolve("grade");
        return (java.nio.file.Files.isRegularFile(checkout) ? checkout : root.resolve(Distribution.LAUNCHER)).toString();
    }
}
