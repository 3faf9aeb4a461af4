package grader.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** The name {@code ./grade mutants} is reserved for validating authored wrong changes; it is built separately. */
@Command(name = "mutants", exitCodeOnInvalidInput = 2,
        description = "Validates the authored wrong changes (not part of this build yet).")
public final class MutantsCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", hidden = true)
    List<String> ignored = List.of();

    @Override
    public Integer call() {
        System.err.println("grade: 'mutants' is not available in this build yet");
        return Main.CANNOT_GRADE;
    }
}
