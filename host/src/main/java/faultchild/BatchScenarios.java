package faultchild;

import java.sql.Connection;
import java.util.List;
import java.util.Map;
import labs.batch.BatchLab;

/** A batch worker process. */
final class BatchScenarios {
    private BatchScenarios() {
    }

    static void addTo(Map<String, Scenario> all) {
        all.put("batch.pay", BatchScenarios::pay);
        all.put("batch.run-pending", BatchScenarios::runPending);
    }

    /** {@code DB JOB OWNER NOW TTL POINT}: claims one job and pays it, stopping at POINT. */
    private static String pay(Object lab, List<String> args, ChildSession session) throws Exception {
        Scenarios.expect(args, "DB", "JOB", "OWNER", "NOW", "TTL", "POINT");
        BatchLab batch = (BatchLab) lab;
        String job = args.get(1);
        String owner = args.get(2);
        double now = Double.parseDouble(args.get(3));
        double ttl = Double.parseDouble(args.get(4));
        try (Connection con = ChildSession.connect(args.get(0))) {
            Long fence = session.call("claim(" + job + ", " + owner + ", now=" + now + ", ttl=" + ttl + ")",
                    () -> batch.claim(con, job, owner, now, ttl));
            if (fence == null) {
                return "not claimed";
            }
            return String.valueOf(session.call("pay(" + job + ", " + owner + ", fence=" + fence + ", now=" + now + ")",
                    () -> batch.pay(con, job, owner, fence, now, session.hook("worker", args.get(5)))));
        }
    }

    /** {@code DB WORKERS NOW TTL}: a worker process that pays whatever it can claim. */
    private static String runPending(Object lab, List<String> args, ChildSession session) throws Exception {
        Scenarios.expect(args, "DB", "WORKERS", "NOW", "TTL");
        BatchLab batch = (BatchLab) lab;
        int workers = Integer.parseInt(args.get(1));
        double now = Double.parseDouble(args.get(2));
        double ttl = Double.parseDouble(args.get(3));
        return String.valueOf(session.call("runPending(workers=" + workers + ", now=" + now + ", ttl=" + ttl + ")",
                () -> batch.runPending(args.get(0), workers, now, ttl)));
    }
}
