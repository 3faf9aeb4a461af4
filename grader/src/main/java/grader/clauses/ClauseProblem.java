package grader.clauses;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import grader.report.Messages;

/**
 * One thing a lab's clause matrix, or a file that must agree with it, lacks: what kind of
 * gap, the clause it is about (empty when none, such as a check no clause names), the file to
 * edit, and the names the sentence needs. {@link #sentence} says it in plain words, in English
 * or Korean ({@code clauses.*} in the report bundle).
 */
public record ClauseProblem(Kind kind, String clause, String file, List<String> details) {
    /** The kinds of gap, each with a sentence of its own. */
    public enum Kind {
        MATRIX_MISSING, LAB_FIELD, NO_CLAUSES, BAD_STEP, ID_PREFIX, BLANK_TEXT, NOT_A_LIST, DUPLICATE_ID,
        NO_CHECK, UNKNOWN_CHECK, NO_MUTANT, UNKNOWN_MUTANT, MUTANT_OF_OTHER_LAB, CHECK_UNNAMED, MUTANT_UNNAMED,
        UNKNOWN_GENERATOR, STEP_WITHOUT_CLAUSE, KIT_MISSING, KIT_EXTRA, KIT_ORDER, DOCS_NO_TABLE, DOCS_ROW,
        DOCS_TABLE;

        /** The sentence's key in the report bundle: {@code clauses.} and the name in lower case, dots for underscores. */
        public String key() {
            return "clauses." + name().toLowerCase(Locale.ROOT).replace('_', '.');
        }
    }

    public ClauseProblem {
        clause = clause == null ? "" : clause;
        details = List.copyOf(details);
    }

    static ClauseProblem of(Kind kind, String clause, String file, String... details) {
        return new ClauseProblem(kind, clause, file, List.of(details));
    }

    /** The problem as one sentence: {0} the clause, {1} the file to edit, {2}.. the details. */
    public String sentence(Messages messages) {
        List<Object> args = new ArrayList<>(List.of(clause, file));
        args.addAll(details);
        return messages.text(kind.key(), args.toArray());
    }
}
