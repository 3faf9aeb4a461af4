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

    private static Long claim(LeaseLab lease, List<String> args, ChildSession session) throws Exception {
        double now = Double.parseDouble(args.get(3));
        double ttl = Double.parseDouble(args.get(4));
        return session.call("claim(" + args.get(1) + ", " + args.get(2) + ", now=" + now + ", ttl=" + ttl + ")",
                () -> lease.claim(args.get(0), args.get(1), args.get(2), now, ttl));
    }
}
