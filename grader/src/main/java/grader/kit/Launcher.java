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
                # ./grade --check ID, ./grade --lang ko, ./grade --help. IDEMLAB_GRADER picks another
                # grader's launcher, IDEMLAB_HOME another grader's folder (when the grader has moved).
                set -euo pipefail
                here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
                default_grader=%2$s
                if [[ -n ${IDEMLAB_GRADER:-} ]]; then
                  looked=("$IDEMLAB_GRADER")
                elif [[ -n ${IDEMLAB_HOME:-} ]]; then
                  looked=("$IDEMLAB_HOME/grade" "$IDEMLAB_HOME/bin/grade")  # a checkout, a distribution
                else
                  looked=("$default_grader")
                fi
                grader=
                for candidate in "${looked[@]}"; do
                  if [[ -f $candidate && -x $candidate ]]; then grader=$candidate; break; fi
                done
                %4$s
                export %3$s="./grade"
                exec "$grader" %1$s "$here/src/main/java" "$@"
                """.formatted(lab.id(), grader, INVOKED_AS, NO_GRADER.strip());
    }

    /**
     * Without this, a grader that moved after {@code grade init} ends the script with bash's own
     * "No such file or directory" and status 127. The language is the grader's choice too:
     * {@code --lang}, else IDEMLAB_LANG, else the locale variables.
     */
    private static final String NO_GRADER = """
            if [[ -z $grader ]]; then
              lang=${IDEMLAB_LANG:-${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}}
              previous=
              for arg in "$@"; do
                if [[ $previous == --lang ]]; then lang=$arg; fi
                if [[ $arg == --lang=* ]]; then lang=${arg#--lang=}; fi
                previous=$arg
              done
              if [[ $lang == ko* ]]; then
                echo "grade: 채점할 수 없습니다. 채점기를 찾지 못했습니다: ${looked[*]}" >&2
                echo "이 폴더를 만든 채점기를 옮겼거나 지웠을 수 있습니다. IDEMLAB_HOME에 채점기 폴더를 지정하거나" >&2
                echo "(export IDEMLAB_HOME=/path/to/idemlab), 지금 있는 채점기로 ./grade init을 다시 실행하세요." >&2
              else
                echo "grade: cannot grade: no grader at ${looked[*]}" >&2
                echo "The grader this folder was made with has moved or is gone. Set IDEMLAB_HOME to the" >&2
                echo "grader's folder (export IDEMLAB_HOME=/path/to/idemlab), or run ./grade init again with it." >&2
              fi
              exit 2
            fi
            """;
}
