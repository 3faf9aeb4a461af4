package subject;

import java.sql.SQLException;
import java.util.Map;

/**
 * What a judge object threw, thrown again inside the subject with the judge's message and a
 * token. The kind keeps what a submission may catch: an SQLException stays one, a checked
 * exception stays checked, an error stays an error. When the exception comes back out of
 * the submission, the judge finds the token and hands the check its own exception object.
 */
final class JudgeFailures {
    /** Carried by every rebuilt exception. */
    interface FromJudge {
        long token();
    }

    private JudgeFailures() {
    }

    static Throwable rebuild(Map<?, ?> description) {
        long token = Calls.number(description.get("token"));
        String message = description.get("type") + ": " + description.get("message");
        return switch (String.valueOf(description.get("kind"))) {
            case "sql" -> new Sql(message, (String) description.get("sqlState"),
                    (int) Calls.number(description.get("code")), token);
            case "checked" -> new Checked(message, token);
            case "error" -> new Failure(message, token);
            default -> new Unchecked(message, token);
        };
    }

    static final class Unchecked extends RuntimeException implements FromJudge {
        private static final long serialVersionUID = 1L;
        private final long token;

        Unchecked(String message, long token) {
            super(message);
            this.token = token;
        }

        @Override
        public long token() {
            return token;
        }
    }

    static final class Checked extends Exception implements FromJudge {
        private static final long serialVersionUID = 1L;
        private final long token;

        Checked(String message, long token) {
            super(message);
            this.token = token;
        }

        @Override
        public long token() {
            return token;
        }
    }

    static final class Sql extends SQLException implements FromJudge {
        private static final long serialVersionUID = 1L;
        private final long token;

        Sql(String message, String sqlState, int code, long token) {
            super(message, sqlState, code);
            this.token = token;
        }

        @Override
        public long token() {
            return token;
        }
    }

    static final class Failure extends Error implements FromJudge {
        private static final long serialVersionUID = 1L;
        private final long token;

        Failure(String message, long token) {
            super(message);
            this.token = token;
        }

        @Override
        public long token() {
            return token;
        }
    }
}
