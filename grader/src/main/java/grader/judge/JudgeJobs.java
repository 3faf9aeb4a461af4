package grader.judge;

import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The jobs a judge is sent after its first, handed from the thread that reads the channel to
 * the one that runs checks. A judge between jobs runs no check, so the channel closing then
 * ends it quietly; closing it during a job is the coordinator giving up on that job.
 */
final class JudgeJobs {
    /** What the queue holds once the channel closed: no further job. */
    private static final JudgeJob END = new JudgeJob(List.of(), Map.of(), List.of(), List.of(), 0);

    private final LinkedBlockingQueue<JudgeJob> queue = new LinkedBlockingQueue<>();
    private boolean idle;

    void offer(JudgeJob job) {
        queue.add(job);
    }

    /** The last job's checks are all reported: said before DONE, since the coordinator may close the channel on hearing it. */
    synchronized void idle() {
        idle = true;
    }

    /** The next job, or null once the channel closed without one; waits while the coordinator decides. */
    JudgeJob next() throws InterruptedException {
        JudgeJob job = queue.take();
        if (job == END) {
            return null;
        }
        synchronized (this) {
            idle = false;
        }
        return job;
    }

    /** The channel closed: true when the judge is between jobs, so it may end as one that finished. */
    synchronized boolean endIfIdle() {
        queue.add(END);
        return idle;
    }
}
