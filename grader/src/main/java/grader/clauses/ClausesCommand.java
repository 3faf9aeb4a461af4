package grader.clauses;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import grader.labs.Lab;
import grader.report.Messages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code grade clauses [LAB|all]}: what a course author's clause matrices lack, without a
 * build. The same review as the build's tests ({@link ClauseReview}), one plain sentence per
 * problem naming the clause, what is missing and the file to edit. Exit 0 when nothing is
 * missing, 1 when something is, 2 on bad usage.
 */
@Command(name = "clauses", mixinStandardHelpOptions = true, exitCodeOnInvalidInput = 2,
        description = "Checks the clause matrices (fixtures/clauses) against the checks, the wrong changes, "
                + "the kit texts and the docs tables, and says what to edit (for course authors).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:nothing is missing", "1:something is missing; each problem names the file to edit",
            "2:bad usage"})
public final class ClausesCommand implements Callable<Integer> {
    @Parameters(index = "0", arity = "0..1", defaultValue = "all", paramLabel = "LAB|all", descriptionKey = "lab",
            description = "lease, inbox, batch, outbox or all (default: all)")
    String lab;

    @Option(names = "--lang", paramLabel = "LANG", description = "en or ko (default: IDEMLAB_LANG, else the system's)")
    String lang;

    @Option(names = "--write-docs",
            description = "first write the clause table of docs/labs/LAB.md from the matrix (between its markers)")
    boolean writeDocs;

    @Option(names = "--root", description = "the repository root (default: the idemlab.root property, else .)")
    Path root;

    @Override
    public Integer call() throws IOException {
        PrintStream out = System.out;
        Messages messages;
        try {
            messages = Messages.of(Messages.localeFor(lang));
        } catch (IllegalArgumentException e) {
            System.err.println("grade clauses: " + e.getMessage());
            return 2;
        }
        Optional<List<Lab>> labs = labs(lab);
        if (labs.isEmpty()) {
            System.err.println("grade clauses: " + messages.text("clauses.bad.lab", lab));
            return 2;
        }
        Path repo = root != null ? root : Path.of(System.getProperty("idemlab.root", "."));
        boolean clean = true;
        for (Lab chosen : labs.get()) {
            if (writeDocs) {
                writeDocs(repo.toAbsolutePath().normalize(), chosen, messages, out);
            }
            ClauseReview.Finding finding = ClauseReview.of(repo.toAbsolutePath().normalize(), chosen);
            print(finding, messages, out);
            clean &= finding.problems().isEmpty();
        }
        out.println(messages.text(clean ? "clauses.all.clean" : "clauses.all.problems"));
        return clean ? 0 : 1;
    }

    private static void print(ClauseReview.Finding finding, Messages messages, PrintStream out) {
        if (finding.problems().isEmpty()) {
            out.println(messages.text("clauses.lab.clean", finding.lab().id(), finding.clauses(),
                    ClauseDocsTable.pathOf(finding.lab())));
            return;
        }
        out.println(messages.text("clauses.lab.problems", finding.lab().id(), finding.clauses(),
                finding.problems().size()));
        finding.problems().forEach(p -> out.println("  - " + p.sentence(messages)));
    }

    /** Rewrites the lab's docs table from its matrix; a page without the markers is left alone (the review says so). */
    private static void writeDocs(Path repo, Lab lab, Messages messages, PrintStream out) throws IOException {
        Path matrix = ClauseMatrix.fileOf(repo.resolve("fixtures/clauses"), lab);
        Path page = repo.resolve(ClauseDocsTable.pathOf(lab));
        if (!Files.isRegularFile(matrix) || !Files.isRegularFile(page)) {
            return;
        }
        String before = Files.readString(page);
        Optional<String> after = ClauseDocsTable.rewrite(before, ClauseMatrix.read(matrix, lab));
        if (after.isPresent() && !after.get().equals(before)) {
            Files.writeString(page, after.get());
            out.println(messages.text("clauses.docs.written", lab.id(), ClauseDocsTable.pathOf(lab)));
        }
    }

    private static Optional<List<Lab>> labs(String choice) {
        if (choice.equalsIgnoreCase("all")) {
            return Optional.of(Lab.all());
        }
        return Lab.byId(choice.toLowerCase(Locale.ROOT)).map(List::of);
    }
}
