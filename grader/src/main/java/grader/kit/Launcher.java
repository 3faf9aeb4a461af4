package grader.kit;

import grader.labs.Lab;

/**
 * The {@code grade} script in a student's folder: grades that folder's sources for its lab,
 * passing every option on, so {@code ./grade --step 3} works from there. It tells the grader
 * how it was called, so the commands a report prints run as printed from that folder.
 */
final class Launcher {
    /** Set by the launcher: how a report should spell a command that grades this folder again. */
    static final String INVOKED_AS = "IDEMLAB_INVOKED_AS";

    private Launcher() {
    }

    /** {@code graderCommand}: an absolute path, or one relative to the student's folder (starts with "./"). */
    static String script(Lab lab, String graderCommand) {
        String grader = graderCommand.startsWith("./")
                ? "\"$here/" + graderCommand.substring(2) + "\""
                : "'" + graderCommand.replace("'", "'\\''") + "'";
        return """
                #!/bin/bash
                # Grades this folder's %1$s answer (src/main/java). Options pass on: ./grade --step 3,
                # ./grade --check ID, ./grade --lang ko, ./grade --help. IDEMLAB_GRADER picks another grader.
                set -euo pipefail
                here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
                default_grader=%2$s
                grader="${IDEMLAB_GRADER:-$default_grader}"
                export %3$s="./grade"
                exec "$grader" %1$s "$here/src/main/java" "$@"
                """.formatted(lab.id(), grader, INVOKED_AS);
    }
}
