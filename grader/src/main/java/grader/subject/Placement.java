package grader.subject;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import grader.labs.Lab;

/**
 * Where a lab's checks call the submission: in a subject process of its own (the judge loads
 * none of its classes), or in this JVM. The labs move to the subject one by one, as their
 * checks get protocol counterparts for what they observe in-process (threads waiting for a
 * lock, busy handlers on borrowed connections, JVM-wide proxy settings).
 */
public final class Placement {
    /** Names the labs graded through a subject, comma-separated; for trying a lab before it moves. */
    public static final String PROPERTY = "idemlab.subjectLabs";
    private static final String DEFAULT = "lease,inbox,batch,outbox";

    private Placement() {
    }

    public static boolean inSubject(Lab lab) {
        return subjectLabs().contains(lab.id());
    }

    private static Set<String> subjectLabs() {
        return Arrays.stream(System.getProperty(PROPERTY, DEFAULT).split(","))
                .map(String::strip).filter(s -> !s.isEmpty()).collect(Collectors.toSet());
    }
}
