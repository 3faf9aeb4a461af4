package grader.subject;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import grader.check.db.Sqlite;
import grader.submission.SubmissionCompiler;
import labs.ConflictException;
import labs.FaultHook;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judge's proxy against a real subject process running a small probe submission: values,
 * handles, rebuilt exceptions, call backs whose exceptions come back as the same object,
 * arguments changed in place, borrowed connections, and a subject that exits.
 */
class SubjectSystemTest {
    private static final String PROBE = """
            package probe;

            import java.sql.Connection;
            import java.util.Map;
            import labs.ConflictException;
            import labs.FaultHook;
            import labs.inbox.InboxLab;
            import labs.inbox.InboxReceiver;

            public class Probe implements InboxLab {
                public static class MyFailure extends RuntimeException {
                    public MyFailure(String m) { super(m); }
                }

                public void initSink(Connection con) throws Exception {
                    con.setAutoCommit(false);
                }

                public boolean receive(Connection con, Map<String, Object> event, FaultHook fault) throws Exception {
                    switch ((String) event.get("kind")) {
                        case "mutate": event.put("seen", true); return true;
                        case "hook": FaultHook.at(fault, "point"); return true;
                        case "wrap": try { fault.reached("point"); } catch (Exception e) { throw new IllegalStateException("wrapped", e); }
                        case "conflict": throw new ConflictException("same id, other qty");
                        case "custom": throw new MyFailure("mine");
                        case "sql": con.createStatement().execute("SELECT * FROM no_such_table"); return true;
                        case "exit": System.exit(7); return true;
                        default: return false;
                    }
                }

                public InboxReceiver startReceiver(String sinkPath) {
                    return new InboxReceiver() {
                        public int port() { return 1234; }
                        public void close() { }
                    };
                }

                public boolean acceptAck(String requestedId, int status, String body) {
                    return status == 200 && requestedId.equals(body);
                }
            }
            """;

    @TempDir
    Path work;
    private final AtomicInteger lostWith = new AtomicInteger(-1);
    private Subject subject;
    private InboxLab lab;
    private Connection con;

    @BeforeEach
    void startSubject() throws Throwable {
        Path sources = Files.createDirectories(work.resolve("src/probe"));
        Files.writeString(sources.resolve("Probe.java"), PROBE);
        Path classes = work.resolve("classes");
        assertThat(SubmissionCompiler.forSubmissions().compile(work.resolve("src"), classes)).isEmpty();
        subject = Subject.start(false, lostWith::set);
        lab = subject.open(InboxLab.class, "probe.Probe", List.of(classes), "probe-check");
        con = Sqlite.open(work.resolve("sink.db"));
    }

    @AfterEach
    void stop() throws SQLException {
        con.close();
        subject.close();
    }

    @Test
    void valuesAndHandlesComeBackAsJudgeObjects() throws Exception {
        assertThat(lab.acceptAck("e-1", 200, "e-1")).isTrue();
        assertThat(lab.acceptAck("e-1", 200, "e-2")).isFalse();
        InboxReceiver receiver = lab.startReceiver("sink.db");
        assertThat(Proxy.isProxyClass(receiver.getClass())).isTrue();
        assertThat(receiver.port()).isEqualTo(1234);
        assertThat(Proxy.isProxyClass(lab.getClass())).isTrue();
    }

    @Test
    void exceptionsAreRebuiltAsTheTypesChecksKnow() {
        assertThatThrownBy(() -> lab.receive(con, event("conflict"), null))
                .isExactlyInstanceOf(ConflictException.class).hasMessage("same id, other qty");
        Throwable custom = catchThrowable(() -> lab.receive(con, event("custom"), null));
        assertThat(custom).isInstanceOf(SubmissionException.class).hasMessageContaining("probe.Probe$MyFailure: mine");
        assertThat(custom.getStackTrace()).anySatisfy(f -> assertThat(f.getClassName()).isEqualTo("probe.Probe"));
        Throwable sql = catchThrowable(() -> lab.receive(con, event("sql"), null));
        assertThat(sql).isInstanceOf(SQLException.class).hasMessageContaining("no_such_table");
        assertThat(((SQLException) sql).getErrorCode()).isEqualTo(1);
    }

    @Test
    void aHookExceptionComesBackAsTheSameObject() {
        Exception fault = new IOException("injected");
        FaultHook hook = point -> {
            throw fault;
        };
        assertThat(catchThrowable(() -> lab.receive(con, event("hook"), hook))).isSameAs(fault);
        Throwable wrapped = catchThrowable(() -> lab.receive(con, event("wrap"), hook));
        assertThat(wrapped).isExactlyInstanceOf(IllegalStateException.class).hasCauseReference(fault);
    }

    @Test
    void changesToArgumentsAndConnectionsReachTheJudgesObjects() throws Exception {
        Map<String, Object> event = event("mutate");
        assertThat(lab.receive(con, event, null)).isTrue();
        assertThat(event).containsEntry("seen", true);
        lab.initSink(con);
        assertThat(con.getAutoCommit()).as("autocommit left off by the code").isFalse();
    }

    @Test
    void aSubjectThatExitsIsLostWithItsStatus() {
        assertThatThrownBy(() -> lab.receive(con, event("exit"), null)).isInstanceOf(SubjectLostException.class);
        assertThat(lostWith.get()).isEqualTo(7);
        assertThat(subject.alive()).isFalse();
    }

    private static Map<String, Object> event(String kind) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("kind", kind);
        return event;
    }
}
