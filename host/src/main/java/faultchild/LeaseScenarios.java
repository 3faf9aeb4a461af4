package faultchild;

import java.util.List;
import java.util.Map;
import labs.lease.LeaseLab;

/** A lease worker process. */
final class LeaseScenarios {
    private LeaseScenarios() {
    }

    static void addTo(Map<String, Scenario> all) {
        all.put("lease.claim", (lab, args, session) -> {
            Scenarios.expect(args, "DB", "JOB", "OWNER", "NOW", "TTL");
            return String.valueOf(claim((LeaseLab) lab, args, session));
        });
        all.put("lease.claim-and-hold", LeaseScenarios::claimAndHold);
        all.put("lease.call-stopped-before-statement", LeaseScenarios::callStoppedBeforeStatement);
        all.put("lease.claim-stall-complete", LeaseScenarios::claimStallComplete);
    }

    /** {@code DB JOB OWNER NOW TTL}: claims, then holds the lease until the grader kills us. */
    private static String claimAndHold(Object lab, List<String> args, ChildSession session) throws Exception {
        Scenarios.expect(args, "DB", "JOB", "OWNER", "NOW", "TTL");
        claim((LeaseLab) lab, args, session);
        session.stopAt("after-claim");
        return "unreachable";
    }

    /**
     * {@code DB JOB OWNER NOW TTL COMPLETE_NOW RESULT}: claims, pauses (the grader stops the
     * process and lets the lease run out meanwhile), then completes with the fence it got.
     */
    private static String claimStallComplete(Object lab, List<String> args, ChildSession session) throws Exception {
        Scenarios.expect(args, "DB", "JOB", "OWNER", "NOW", "TTL", "COMPLETE_NOW", "RESULT");
        LeaseLab lease = (LeaseLab) lab;
        Long fence = claim(lease, args, session);
        if (fence == null) {
            return "not claimed";
        }
        session.pause("after-claim");
        double completeNow = Double.parseDouble(args.get(5));
        return String.valueOf(session.call("complete(" + args.get(1) + ", " + args.get(2) + ", fence=" + fence
                + ", now=" + completeNow + ", result=" + args.get(6) + ")",
                () -> lease.complete(args.get(0), args.get(1), args.get(2), fence, completeNow, args.get(6))));
    }

    /**
     * {@code DB STATEMENT CALL ARG...}: makes one write call (claim, renew, complete, release),
     * stopped before its STATEMENT-th SQL statement until the grader kills us (0: not stopped,
     * each statement reported); a call that runs fewer statements returns, and its result is reported.
     */
    private static String callStoppedBeforeStatement(Object lab, List<String> args, ChildSession session)
            throws Exception {
        if (args.size() < 3) {
            throw new IllegalArgumentException("expected arguments DB STATEMENT CALL ARG..., got " + args);
        }
        LeaseLab lease = (LeaseLab) lab;
        String db = args.get(0);
        List<String> a = args.subList(3, args.size());
        String call = args.get(2);
        session.stopBeforeStatement(db, Integer.parseInt(args.get(1)));
        Object result = switch (call) {
            case "claim" -> {
                Scenarios.expect(a, "JOB", "OWNER", "NOW", "TTL");
                yield session.call("claim(" + a + ")", () -> lease.claim(db, a.get(0), a.get(1), number(a, 2), number(a, 3)));
            }
            case "renew" -> {
                Scenarios.expect(a, "JOB", "OWNER", "FENCE", "NOW", "TTL");
                yield session.call("renew(" + a + ")",
                        () -> lease.renew(db, a.get(0), a.get(1), Long.parseLong(a.get(2)), number(a, 3), number(a, 4)));
            }
            case "complete" -> {
                Scenarios.expect(a, "JOB", "OWNER", "FENCE", "NOW", "RESULT");
                yield session.call("complete(" + a + ")",
                        () -> lease.complete(db, a.get(0), a.get(1), Long.parseLong(a.get(2)), number(a, 3), a.get(4)));
            }
            case "release" -> {
                Scenarios.expect(a, "JOB", "OWNER", "FENCE");
                yield session.call("release(" + a + ")", () -> lease.release(db, a.get(0), a.get(1), Long.parseLong(a.get(2))));
            }
            default -> throw new IllegalArgumentException("no write call named " + call
                    + "; known: claim, renew, complete, release");
        };
        return String.valueOf(result);
    }

    private static double number(List<String> args, int index) {
        return Double.parseDouble(args.get(index));
    }

    private static Long claim(LeaseLab lease, List<String> args, ChildSession session) throws Exception {
        double now = Double.parseDouble(args.get(3));
        double ttl = Double.parseDouble(args.get(4));
        return session.call("claim(" + args.get(1) + ", " + args.get(2) + ", now=" + now + ", ttl=" + ttl + ")",
                () -> lease.claim(args.get(0), args.get(1), args.get(2), now, ttl));
    }
}
