package grader.engine.worker;

import grader.model.CheckResult;
import grader.model.MessageBounds;

/**
 * One line of the worker's event channel, sent as JSON. The coordinator treats a worker that
 * stops sending these as dead and blames the check in progress.
 *
 * @param type    what happened
 * @param checkId the check concerned, for {@code STARTED}
 * @param result  the verdict, for {@code FINISHED}
 * @param text    the token for {@code HELLO}, the frames for {@code DUMP}, the reason for {@code FAILED}
 */
public record WorkerEvent(Type type, String checkId, CheckResult result, String text) {

    public enum Type {
        /** The worker is up; {@code text} is the job's token. */
        HELLO,
        /** A check started; the coordinator's clock for its time limit starts now. */
        STARTED,
        /** A check ended with a verdict. */
        FINISHED,
        /** The thread dump the coordinator asked for. */
        DUMP,
        /** Every check of the job was reported. */
        DONE,
        /** The worker itself could not go on (not the submission's fault). */
        FAILED
    }

    public static WorkerEvent hello(String token) {
        return new WorkerEvent(Type.HELLO, null, null, token);
    }

    public static WorkerEvent started(String checkId) {
        return new WorkerEvent(Type.STARTED, checkId, null, null);
    }

    public static WorkerEvent finished(CheckResult result) {
        // Cut here, so that a huge failure message never becomes a huge line on the channel.
        return new WorkerEvent(Type.FINISHED, result.id(), MessageBounds.bounded(result), null);
    }

    public static WorkerEvent dump(String frames) {
        return new WorkerEvent(Type.DUMP, null, null, frames);
    }

    public static WorkerEvent done() {
        return new WorkerEvent(Type.DONE, null, null, null);
    }

    public static WorkerEvent failed(String reason) {
        return new WorkerEvent(Type.FAILED, null, null, reason);
    }
}
