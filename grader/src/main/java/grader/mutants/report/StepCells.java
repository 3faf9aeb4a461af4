package grader.mutants.report;

import java.util.ArrayList;
import java.util.List;
import grader.labs.Lab;
import grader.model.StepResult;
import grader.mutants.MutantOutcome;

/** One mutant's row of the kill matrix: what each step did with it. */
public final class StepCells {
    /** What a step did with a mutant. */
    public enum Cell {
        PASSED("."), FIRST_FAILURE("X"), LATER_FAILURE("x"), NOT_GRADED("-");

        private final String symbol;

        Cell(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    private StepCells() {
    }

    public static List<Cell> of(MutantOutcome outcome) {
        List<Cell> cells = new ArrayList<>();
        Integer first = outcome.result() == null ? null
                : outcome.result().firstFailingStep().map(StepResult::number).orElse(null);
        for (int step = 1; step <= Lab.STEPS; step++) {
            cells.add(cell(outcome, step, first));
        }
        return cells;
    }

    private static Cell cell(MutantOutcome outcome, int step, Integer first) {
        if (outcome.result() == null) {
            return Cell.NOT_GRADED;
        }
        return outcome.result().step(step).map(s -> {
            if (s.status().passed()) {
                return Cell.PASSED;
            }
            return first != null && first == step ? Cell.FIRST_FAILURE : Cell.LATER_FAILURE;
        }).orElse(Cell.NOT_GRADED);
    }
}
