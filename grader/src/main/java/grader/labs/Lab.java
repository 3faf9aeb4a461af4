package grader.labs;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import labs.batch.BatchLab;
import labs.inbox.InboxLab;
import labs.lease.LeaseLab;
import labs.outbox.OutboxLab;

/** The four labs: their ids, the interface a submission implements, and where their checks live. */
public enum Lab {
    LEASE(LeaseLab.class),
    INBOX(InboxLab.class),
    BATCH(BatchLab.class),
    OUTBOX(OutboxLab.class);

    /** Every lab has this many steps. */
    public static final int STEPS = 8;

    private final Class<?> api;

    Lab(Class<?> api) {
        this.api = api;
    }

    /** The id used on the command line, in check ids and in reports. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The lab-api interface a submission implements for this lab. */
    public Class<?> api() {
        return api;
    }

    /** The package holding this lab's check classes, one per step. */
    public String checkPackage() {
        return "grader.checks." + id();
    }

    public static Optional<Lab> byId(String id) {
        return Arrays.stream(values()).filter(l -> l.id().equals(id)).findFirst();
    }

    /** The lab whose lab-api interface is {@code api}, if any. */
    public static Optional<Lab> byApi(Class<?> api) {
        return Arrays.stream(values()).filter(l -> l.api() == api).findFirst();
    }

    public static List<Lab> all() {
        return List.of(values());
    }
}
