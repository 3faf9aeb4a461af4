package grader.kit;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import grader.dist.Distribution;
import grader.labs.Lab;
import grader.report.Messages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code grade kit LAB --out DIR}: what a course hands out. The student project of
 * {@code grade init} plus the grader's own distribution in {@code DIR/grader}, so that
 * {@code ./grade} in DIR grades the student's sources with nothing installed but a JDK.
 */
@Command(name = "kit", mixinStandardHelpOptions = true, exitCodeOnInvalidInput = 2,
        description = "Writes a student kit: the project of grade init plus the grader itself (needs only a JDK).")
public final class KitCommand implements Callable<Integer> {
    /** Where the grader goes inside a kit, and the launcher the kit's ./grade calls. */
    static final String GRADER_FOLDER = "grader";

    @Parameters(index = "0", paramLabel = "LAB", descriptionKey = "lab",
            description = "lease, inbox, batch or outbox")
    String lab;

    @Option(names = "--out", required = true, paramLabel = "DIR", descriptionKey = "out",
            description = "a new or empty folder")
    Path out;

    @Option(names = "--lang", paramLabel = "LANG", description = "en or ko (default: IDEMLAB_LANG, else the system's)")
    String lang;

    @Override
    public Integer call() throws Exception {
        Messages messages = Messages.of(Messages.localeFor(lang));
        Lab chosen = InitCommand.labs(lab).size() == 1 ? InitCommand.labs(lab).get(0) : null;
        if (chosen == null) {
            System.err.println("grade kit: one lab: lease, inbox, batch or outbox");
            return 2;
        }
        try {
            StudentProject.write(chosen, out, "./" + GRADER_FOLDER + "/" + Distribution.LAUNCHER);
        } catch (KitException e) {
            System.err.println("grade kit: " + messages.text("kit." + e.key(), e.args()));
            return 2;
        }
        Distribution.build(out.resolve(GRADER_FOLDER));
        System.out.println(messages.text("kit.written", chosen.id(), out));
        System.out.println(messages.text("kit.next", out));
        return 0;
    }
}
