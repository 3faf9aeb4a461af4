package grader.cli;

import java.util.List;
import grader.labs.Lab;

/**
 * The positional arguments, read the way a student types them: {@code ./grade},
 * {@code ./grade lease}, {@code ./grade lease my-src}, {@code ./grade my-src}.
 *
 * @param lab        the lab named, or null for all
 * @param submission the submission path as typed, or null for the reference
 */
record Arguments(Lab lab, String submission) {

    static Arguments read(List<String> positional, String checkId) {
        Lab lab = null;
        String submission = null;
        if (!positional.isEmpty()) {
            String first = positional.get(0);
            boolean isLab = first.equals("all") || Lab.byId(first).isPresent();
            if (isLab) {
                lab = Lab.byId(first).orElse(null);
                submission = positional.size() > 1 ? positional.get(1) : null;
            } else if (positional.size() == 1) {
                submission = first;
            } else {
                throw UsageError.of("lab", first, labNames());
            }
        }
        if (checkId != null && lab != null && !checkId.startsWith(lab.id() + ".")) {
            throw UsageError.of("checkOfOtherLab", checkId, lab.id());
        }
        return new Arguments(lab, submission);
    }

    private static String labNames() {
        return String.join(", ", Lab.all().stream().map(Lab::id).toList());
    }
}
