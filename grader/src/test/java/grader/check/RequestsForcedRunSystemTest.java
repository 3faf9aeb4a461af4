package grader.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import grader.ProjectPaths;
import grader.check.db.Sqlite;
import grader.check.http.LoopbackPosts;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedules;
import grader.subject.Subject;
import grader.submission.SubmissionCompiler;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Requests to a receiver of the submission, its threads the actors of a forced run
 * ({@link ForcedRun#perThread}): the order of their statements is the schedule's in every run,
 * however the receiver runs its requests. Handlers that share one connection meet inside each
 * other's transaction every time; a pool whose thread factory names every worker alike still
 * gives two actors; a receiver with one worker gives one, and the run goes on without waiting
 * for a second. Real subjects, real HTTP on loopback, real SQLite.
 */
class RequestsForcedRunSystemTest {
    private static final Path CORPUS = ProjectPaths.fixtures().resolve("corpus/inbox");
    private static final int RUNS = 3;

    @TempDir
    Path work;

    @Test
    void handlersSharingOneConnectionMeetInsideEachOthersTransactionInEveryRun() throws Throwable {
        List<RaceResult> results = race("bug-blind2-receiver-shared-connection", "edu.course.inbox.Warehouse");
        for (RaceResult result : results) {
            assertThat(result.trace().toString()).as(result.shown())
                    .startsWith("T1:BEGIN IMMEDIATE, T2:BEGIN IMMEDIATE, T1:SELECT");
            assertThat(statuses(result)).as(result.shown()).containsExactlyInAnyOrder(200, 500);
            assertThat(result.trace().anyWaited()).isFalse();
        }
    }

    @Test
    void workersOfOneNameAreTwoActorsAndBothAreAcked() throws Throwable {
        List<RaceResult> results = race("ok-blind1-scan-absolute-total", "edu.course.inbox.scan.SnackWarehouse");
        for (RaceResult result : results) {
            assertThat(result.trace().stepsOf("T1")).as(result.shown()).isPositive();
            assertThat(result.trace().stepsOf("T2")).as(result.shown()).isPositive();
            assertThat(statuses(result)).as(result.shown()).containsExactly(200, 200);
        }
        assertThat(results.stream().map(r -> r.trace().toString()).distinct()).hasSize(1);
    }

    @Test
    void oneWorkerIsOneActorAndTheRunDoesNotWaitForASecond() throws Throwable {
        List<RaceResult> results = race("ok-blind1-tx-object-sql-compare", "edu.course.inbox.sql.Receiver");
        for (RaceResult result : results) {
            assertThat(result.trace().stepsOf("T1")).as(result.shown()).isPositive();
            assertThat(result.trace().stepsOf("T2")).as(result.shown()).isZero();
            assertThat(statuses(result)).as(result.shown()).containsExactly(200, 200);
        }
    }

    /** {@link #RUNS} runs of two new events POSTed at once, round robin from T1, on the entry's receiver. */
    private List<RaceResult> race(String entry, String className) throws Throwable {
        Path classes = work.resolve("classes");
        assertThat(SubmissionCompiler.forSubmissions().compile(CORPUS.resolve(entry).resolve("src"), classes)).isEmpty();
        Path db = work.resolve("sink.db");
        List<RaceResult> results = new ArrayList<>();
        try (Subject subject = Subject.start(false, status -> { })) {
            InboxLab lab = subject.open(InboxLab.class, className, List.of(classes), "requests-forced-run");
            SubjectSide.enter(new SubjectHooks(subject));
            try (Connection con = Sqlite.open(db)) {
                lab.initSink(con);
            }
            try (InboxReceiver receiver = lab.startReceiver(db.toString())) {
                for (int run = 1; run <= RUNS; run++) {
                    List<String> bodies = List.of("{\"id\":\"a-" + run + "\",\"qty\":1}", "{\"id\":\"b-" + run + "\",\"qty\":2}");
                    results.add(ForcedRun.perThread(db, 2, new Actor.Requests("posts", receiver.port(), "/events", bodies))
                            .run(Schedules.roundRobin("T1")));
                }
            } finally {
                SubjectSide.leave();
            }
        }
        return results;
    }

    private static List<Integer> statuses(RaceResult result) {
        List<Integer> statuses = new ArrayList<>();
        for (Object answer : (List<?>) result.outcomes().get("posts")) {
            statuses.add(answer instanceof LoopbackPosts.Answer a ? a.status() : -1);
        }
        return statuses;
    }
}
