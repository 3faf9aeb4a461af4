package grader.checks.batch;

import java.util.List;

/**
 * A database error the grader puts in the way of one runPending, inside the run's own claims
 * or pays: a trigger that fails every claim or the claims of one job (a constraint a claim
 * breaks), one that fails a pay at its ledger row, its wallet or its DONE mark (only where the
 * pay would otherwise go through, so an "already paid" refusal stays a refusal), a write lock
 * the grader holds past a short busy timeout, or a file that is no database at all.
 */
enum RunTrouble {
    NONE, CLAIMS_FAIL, ONE_CLAIM_FAILS, PAYS_FAIL_AT_LEDGER, PAYS_FAIL_AT_WALLET, PAYS_FAIL_AT_DONE, ONE_PAY_FAILS,
    LOCK_HELD, NOT_A_DATABASE;

    static final String MESSAGE = "a failure the grader injected into runPending";
    private static final String RAISE = " BEGIN SELECT RAISE(ABORT, '" + MESSAGE + "'); END";

    /** Whether the claim of {@code id} fails under this trouble (one job's trouble names {@code target}). */
    boolean failsClaim(String id, String target) {
        return this == CLAIMS_FAIL || this == ONE_CLAIM_FAILS && id.equals(target);
    }

    /** Whether the pay of {@code id}, one that would go through, fails. */
    boolean failsPay(String id, String target) {
        return this == PAYS_FAIL_AT_LEDGER || this == PAYS_FAIL_AT_WALLET || this == PAYS_FAIL_AT_DONE
                || this == ONE_PAY_FAILS && id.equals(target);
    }

    boolean namesJob() {
        return this == ONE_CLAIM_FAILS || this == ONE_PAY_FAILS;
    }

    /** The triggers that make the failure, for job {@code target} where the trouble names one. */
    List<String> triggers(String target) {
        String job = target == null ? "" : " AND NEW.job_id = '" + target.replace("'", "''") + "'";
        return switch (this) {
            case CLAIMS_FAIL, ONE_CLAIM_FAILS -> List.of("CREATE TRIGGER grader_run_fails BEFORE UPDATE ON reward_job"
                    + " WHEN NEW.status = 'IN_PROGRESS'" + job + RAISE);
            case PAYS_FAIL_AT_LEDGER -> List.of("CREATE TRIGGER grader_run_fails BEFORE INSERT ON reward_ledger"
                    + " WHEN NEW.job_id NOT IN (SELECT job_id FROM reward_ledger)" + RAISE);
            case PAYS_FAIL_AT_WALLET -> List.of("CREATE TRIGGER grader_run_fails BEFORE UPDATE ON wallet" + RAISE);
            case PAYS_FAIL_AT_DONE -> List.of("CREATE TRIGGER grader_run_fails BEFORE UPDATE ON reward_job"
                    + " WHEN NEW.status = 'DONE'" + RAISE);
            case ONE_PAY_FAILS -> List.of("CREATE TRIGGER grader_run_fails BEFORE UPDATE ON reward_job"
                    + " WHEN NEW.status = 'DONE'" + job + RAISE);
            default -> List.of();
        };
    }

    String show(String target) {
        return switch (this) {
            case NONE -> "";
            case CLAIMS_FAIL -> "every claim fails (a trigger raises an error)";
            case ONE_CLAIM_FAILS -> "the claims of " + BatchOps.q(target) + " fail (a trigger raises an error)";
            case PAYS_FAIL_AT_LEDGER -> "every new ledger row fails (a trigger raises an error)";
            case PAYS_FAIL_AT_WALLET -> "every wallet update fails (a trigger raises an error)";
            case PAYS_FAIL_AT_DONE -> "every DONE mark fails (a trigger raises an error)";
            case ONE_PAY_FAILS -> "the DONE mark of " + BatchOps.q(target) + " fails (a trigger raises an error)";
            case LOCK_HELD -> "the grader holds the write lock for the first " + RunPending.HOLD_MILLIS + " ms";
            case NOT_A_DATABASE -> "the path names a file that is no SQLite database";
        };
    }
}
