package grader.checks.outbox;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import grader.check.InjectedFault;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Values;
import labs.DeliveryException;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "outbox", step = 7, title = "mark after the ACK, stop at the first failure")
class Step7DispatchFailureChecks {
    @TempDir
    Path dir;

    @Check(id = "only-true-is-an-ack", purpose = "false, null, 1, 1L, \"true\" and Boolean-like answers are a DeliveryException; the item stays pending")
    void onlyTrueIsAnAck(OutboxLab lab) throws Exception {
        List<Object> answers = Arrays.asList(false, null, 1, 1L, "true", "True", 1.0, List.of(true));
        for (int i = 0; i < answers.size(); i++) {
            Object answer = answers.get(i);
            Path source = Pending.items(dir.resolve("ack-" + i), 1);
            RecordingHook hook = RecordingHook.recording();
            try (Connection con = OutboxFiles.borrowed(source)) {
                Attempt attempt = Expect.trying("dispatch(con, send answering " + Values.show(answer) + ", 8, a fault hook)")
                        .state(() -> OutboxFiles.dumpSource(source));
                attempt.throwsA(DeliveryException.class, () -> lab.dispatch(con, e -> answer, 8, hook));
                attempt.returns("[0]", () -> Pending.sentFlags(source));
                attempt.returns(List.of(), hook::points);
                OutboxFiles.requireNoOpenTransaction(attempt, con, source);
            }
        }
    }

    @Check(id = "stops-at-first-failure", purpose = "after a bad ACK nothing more is sent and earlier marks stay")
    void stopsAtFirstFailure(OutboxLab lab) throws Exception {
        Path source = Pending.items(dir, 3);
        List<Object> calls = new ArrayList<>();
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("dispatch(con, send answering true then false, 8, null) with item-1..item-3 pending")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.throwsA(DeliveryException.class, () -> lab.dispatch(con, e -> {
                calls.add(e.get("id"));
                return calls.size() == 1;
            }, 8, null));
            attempt.returns(List.of("item-1", "item-2"), () -> calls);
            attempt.returns("[1, 0, 0]", () -> Pending.sentFlags(source));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "send-exception-passes-unchanged", purpose = "an exception from send comes out as the same object; earlier marks stay")
    void sendExceptionPassesUnchanged(OutboxLab lab) throws Exception {
        List<Exception> failures = List.of(new IOException("connection refused (injected by the grader)"),
                new IllegalStateException("injected by the grader in send"), new InjectedFault("send"));
        for (int i = 0; i < failures.size(); i++) {
            Exception failure = failures.get(i);
            Path source = Pending.items(dir.resolve("send-" + i), 3);
            try (Connection con = OutboxFiles.borrowed(source)) {
                Attempt attempt = Expect.trying("dispatch(con, send answering true then throwing " + failure + ", 8, null)")
                        .state(() -> OutboxFiles.dumpSource(source));
                Exception thrown = attempt.throwsA(Exception.class, () -> lab.dispatch(con, e -> {
                    if ("item-2".equals(e.get("id"))) {
                        throw failure;
                    }
                    return true;
                }, 8, null));
                Stubs.rethrowIfStub(thrown);
                attempt.holds(thrown == failure, "send's own exception, unchanged: " + failure, thrown);
                attempt.returns("[1, 0, 0]", () -> Pending.sentFlags(source));
                OutboxFiles.requireNoOpenTransaction(attempt, con, source);
            }
        }
    }

    @Check(id = "fault-exception-passes-unchanged", purpose = "a fault at after-delivery comes out unchanged and that item stays pending")
    void faultExceptionPassesUnchanged(OutboxLab lab) throws Exception {
        Path source = Pending.items(dir, 2);
        InjectedFault fault = new InjectedFault("after-delivery");
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("dispatch(con, send answering true, 8, a hook throwing at after-delivery)")
                    .state(() -> OutboxFiles.dumpSource(source));
            InjectedFault thrown = attempt.throwsA(InjectedFault.class,
                    () -> lab.dispatch(con, e -> true, 8, RecordingHook.failingAt("after-delivery", fault)));
            attempt.holds(thrown == fault, "the hook's own exception, unchanged", thrown);
            attempt.returns("[0, 0]", () -> Pending.sentFlags(source));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "bad-limit-sends-nothing", purpose = "a limit of 0 or 17 is an IllegalArgumentException and nothing is sent, with or without pending items")
    void badLimitSendsNothing(OutboxLab lab) throws Exception {
        for (int pending : new int[] {2, 0}) {
            Path source = Pending.items(dir.resolve("pending-" + pending), pending);
            try (Connection con = OutboxFiles.borrowed(source)) {
                for (int limit : new int[] {0, 17, -3}) {
                    List<Object> calls = new ArrayList<>();
                    String flags = Pending.sentFlags(source);
                    Attempt attempt = Expect.trying("dispatch(con, send, " + limit + ", null) with " + pending + " item(s) pending")
                            .state(() -> OutboxFiles.dumpSource(source));
                    attempt.throwsA(IllegalArgumentException.class, () -> lab.dispatch(con, e -> calls.add(e), limit, null));
                    attempt.returns(List.of(), () -> calls);
                    attempt.returns(flags, () -> Pending.sentFlags(source));
                }
            }
        }
    }
}
