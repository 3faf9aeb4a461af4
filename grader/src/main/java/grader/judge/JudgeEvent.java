package grader.judge;

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
public record JudgeEvent(Type type, String checkId, CheckResult result, String text) {

    public enum Type {
        /** The worker is up; {@code text} is the job's token. */
        HELLO,
        /** A check started; the coordinator's clock for its time limit starts now. */
        STARTED,
        /** The check running got on (an exploring check's sequence passed): its time limit starts again. */
        PROGRESS,
        /** A check ended with a verdict. */
        FINISHED,
        /** The thread dump the coordinator asked for. */
        DUMP,
        /** Every check of the job was reported. */
        DONE,
        /** The worker itself could not go on (not the submission's fault). */
        FAILED
    }

    public static JudgeEvent hello(String token) {
        return new JudgeEvent(Type.HELLO, null, null, token);
    }

    public static JudgeEvent started(String checkId) {
        return new JudgeEvent(Type.STARTED, checkId, null, null);
    }

    public static JudgeEvent progress(String checkId) {
        return new JudgeEvent(Type.PROGRESS, checkId, null, null);
    }

    public static JudgeEvent finished(CheckResult result) {
        // Cut here, so that a huge failure message never becomes a huge line on the channel.
        return new JudgeEvent(Type.FINISHED, result.id(), MessageBounds.bounded(result), null);
    }

    public static JudgeEvent dump(String frames) {
        return new JudgeEvent(Type.DUMP, null, null, frames);
    }

    public static JudgeEvent done() {
        return new JudgeEvent(Type.DONE, null, null, null);
    }

    public static JudgeEvent failed(String reason) {
        return new JudgeEvent(Type.FAILED, null, null, reason);
    }
}
