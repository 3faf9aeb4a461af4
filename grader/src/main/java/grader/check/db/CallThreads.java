package grader.check.db;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import grader.check.SubjectSide;
import subject.ThreadFacts;

/**
 * Where the threads of the calls under test are: in this JVM (the threads of a group the
 * check's calls start in, and the common pool's workers), or in the subject process that runs
 * the submission, which then tells their facts over its protocol ({@link SubjectSide}).
 */
public final class CallThreads {

    private CallThreads() {
    }

    /** The facts of the calls' threads now; {@code group} names them when they run here. */
    static List<ThreadFact> facts(ThreadGroup group) {
        return SubjectSide.current().map(subject -> ThreadFact.fromPlain(subject.threadFacts())).orElseGet(() -> local(group));
    }

    private static List<ThreadFact> local(ThreadGroup group) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isThreadCpuTimeSupported();
        List<Object> facts = new ArrayList<>();
        for (Map.Entry<Thread, StackTraceElement[]> entry : Thread.getAllStackTraces().entrySet()) {
            Thread thread = entry.getKey();
            if (ofCalls(group, thread)) {
                facts.add(ThreadFacts.fact(thread, entry.getValue(), cpu ? mx.getThreadCpuTime(thread.getId()) : 0));
            }
        }
        return ThreadFact.fromPlain(facts);
    }

    private static boolean ofCalls(ThreadGroup group, Thread thread) {
        ThreadGroup its = thread.getThreadGroup();
        return thread != Thread.currentThread() && (isCommonPoolWorker(thread) || its != null && group.parentOf(its));
    }

    private static boolean isCommonPoolWorker(Thread thread) {
        return thread instanceof ForkJoinWorkerThread worker && worker.getPool() == ForkJoinPool.commonPool();
    }

    /**
     * The live threads that may be ones the calls started, by id: the threads of {@code group}
     * here, or every thread of the subject; neither the common pool's workers (shared, not the
     * call's to stop) nor the subject host's own threads. Compare with a look before the call.
     */
    public static Map<Long, String> mayBeStarted(ThreadGroup group) {
        Map<Long, String> found = new LinkedHashMap<>();
        for (ThreadFact fact : facts(group)) {
            if (!fact.commonPool() && !fact.host()) {
                found.put(fact.id(), fact.name());
            }
        }
        return found;
    }
}
