package grader.subject;

import wire.SubjectCalls;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.IntConsumer;
import grader.process.OpenDescriptors;
import grader.process.OsThreads;
import subject.WokenWaiters;
import wire.StatementGate;

/**
 * One subject process as the judge uses it: opens instances of the submission's classes
 * there and calls them through {@link RemoteObject}s. Everything that comes back is decoded
 * into fresh judge-side values or rebuilt exceptions; the judge loads no submission class.
 */
public final class Subject implements AutoCloseable {
    /** How long a subject may take to start and say hello. */
    private static final int STARTUP_LIMIT_MILLIS = 30_000;

    private final SubjectProcess process;
    private final SubjectLink link;
    private final JudgeValues values;
    private final IntConsumer onLost;
    private volatile boolean closing;

    private Subject(SubjectProcess process, SubjectLink link, IntConsumer onLost) {
        this.process = process;
        this.link = link;
        this.values = new JudgeValues(this);
        this.onLost = onLost;
    }

    /**
     * Starts a subject. {@code onLost} hears the exit status when the subject ends while a call
     * needs it (a worker ends itself with it, so the check is judged crashed).
     */
    public static Subject start(boolean shareOutput, IntConsumer onLost) throws IOException {
        SubjectLink link = SubjectLink.listen();
        String token = UUID.randomUUID().toString();
        SubjectProcess process;
        try {
            process = SubjectProcess.start(link.port(), token, shareOutput);
        } catch (IOException e) {
            link.close();
            throw e;
        }
        Subject subject = new Subject(process, link, onLost);
        try {
            link.accept(token, STARTUP_LIMIT_MILLIS, subject.values.callbacks()::answer);
            return subject;
        } catch (IOException | RuntimeException e) {
            subject.close();
            throw e;
        }
    }

    /**
     * A fresh instance of {@code className}, seen as {@code api}, in the class loader of
     * {@code scope}: one per check, so that two instances of one check share static state as
     * they would in one process, and nothing carries over from another check.
     */
    public <T> T open(Class<T> api, String className, List<Path> classpath, String scope) throws Throwable {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put(SubjectCalls.CALL_KEY, SubjectCalls.OPEN);
        request.put("scope", scope);
        request.put("classpath", classpath.stream().map(p -> p.toAbsolutePath().toString()).toList());
        request.put("class", className);
        request.put("iface", api.getName());
        Map<String, Object> reply = call(request);
        if (reply.get("threw") instanceof Map<?, ?> threw) {
            throw RebuiltFailures.rebuild(threw, values.callbacks());
        }
        return api.cast(values.decode(reply.get("ok"), api));
    }

    /** Drops what the subject keeps for {@code instance}'s check, closing the connections it opened for it. */
    public void release(Object instance) {
        long handle = RemoteObject.handleOf(instance);
        if (handle < 0 || !alive()) {
            return;
        }
        Map<String, Object> request = new LinkedHashMap<>();
        request.put(SubjectCalls.CALL_KEY, SubjectCalls.RELEASE);
        request.put("target", handle);
        call(request);
    }

    Object invoke(long handle, Method method, Object[] args) throws Throwable {
        Map<Long, Connection> lent = new LinkedHashMap<>();
        Map<String, Object> request = new LinkedHashMap<>();
        request.put(SubjectCalls.CALL_KEY, SubjectCalls.INVOKE);
        request.put("target", handle);
        request.put("method", method.getName());
        request.put("params", Arrays.stream(method.getParameterTypes()).map(Class::getName).toList());
        request.put("args", values.encodeArguments(args, method.getParameterTypes(), lent));
        request.put("actor", CallLabel.current());
        Map<String, Object> reply = call(request);
        values.mirrorBack(lent, reply.get("mirrors"));
        ChangedArguments.apply(args, reply.get("changed"), values);
        if (reply.get("threw") instanceof Map<?, ?> threw) {
            throw RebuiltFailures.rebuild(threw, values.callbacks());
        }
        if (!reply.containsKey("ok") && method.getReturnType() != void.class) {
            throw JudgeValues.protocolError("a reply with neither a value nor an exception");
        }
        if (reply.get("sameAs") instanceof Long i && i >= 0 && i < args.length
                && method.getReturnType().isInstance(args[(int) (long) i])) {
            // The code returned the argument itself: so does the proxy, as one process would.
            return args[(int) (long) i];
        }
        return values.decode(reply.get("ok"), method.getReturnType());
    }

    private Map<String, Object> call(Map<String, Object> request) {
        try {
            return link.call(request);
        } catch (SubjectLostException e) {
            if (!closing) {
                onLost.accept(process.exitStatus());
            }
            throw e;
        }
    }

    /** The subject's threads inside the submission, or empty if it does not answer within {@code limit}. */
    public String dump(Duration limit) {
        return answerWithin(SubjectCalls.DUMP, limit) instanceof String text ? text : "";
    }

    /**
     * The subject's threads as plain facts (see {@code subject.ThreadFacts}), or an empty list
     * when it does not answer within {@code limit}. Untrusted: the caller checks every field.
     */
    public List<?> threads(Duration limit) {
        return answerWithin(SubjectCalls.THREADS, limit) instanceof List<?> facts ? facts : null;
    }

    /** What the subject answers to {@code call}, or null when it does not within {@code limit} (a call stuck there must not hold the judge). */
    private Object answerWithin(String call, Duration limit) {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put(SubjectCalls.CALL_KEY, call);
        try {
            return CompletableFuture.supplyAsync(() -> link.call(request)).get(limit.toMillis(), TimeUnit.MILLISECONDS)
                    .get("ok");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException | TimeoutException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Puts {@code file} under a schedule: each statement of the submission that reaches it asks
     * {@code gate} first (a call back); {@code gate} null ends that. Returns the ways the
     * subject saw the submission go around the gate of that file so far (empty: none), as
     * text for a message; anything else in the reply counts as one such way.
     */
    public List<String> schedule(Path file, StatementGate gate) {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put(SubjectCalls.CALL_KEY, SubjectCalls.SCHEDULE);
        request.put("file", file.toAbsolutePath().toString());
        request.put("gate", gate == null ? null : values.encode(gate, StatementGate.class));
        Object reply = call(request).get("ok");
        if (!(reply instanceof List<?> reasons)) {
            return List.of("the subject did not say whether the submission went around the gate");
        }
        return reasons.stream().map(String::valueOf).toList();
    }

    /**
     * What may still move in the subject: the names of its threads that run or sleep for a
     * while (none held at a gate), and the labels of the judge's calls it is running; null
     * when it does not answer within {@code limit}. Untrusted: a hint for waiting, never a verdict.
     */
    public Map<?, ?> quiet(Duration limit) {
        return answerWithin(SubjectCalls.QUIET, limit) instanceof Map<?, ?> facts ? facts : null;
    }

    /** Points the subject's JVM-wide proxy settings at 127.0.0.1:{@code port}; 0 restores them. */
    public void trapProxy(int port) {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put(SubjectCalls.CALL_KEY, SubjectCalls.PROXY);
        request.put("port", port);
        call(request);
    }

    /**
     * How many open file descriptors of the subject's processes refer to {@code file}, read
     * from outside ({@code /proc/<pid>/fd}): the subject has no {@code /proc} of its own.
     */
    public long openFilesReferringTo(Path file) throws IOException {
        return OpenDescriptors.referringTo(process.pid(), file);
    }

    /** The subject's threads read from outside ({@code /proc/<pid>/task}): thread id to native name. */
    public Map<Long, String> osThreads() throws IOException {
        return OsThreads.of(process.pid());
    }

    /** Threads of the subject's processes woken from a socket wait that have not run yet, read from outside. */
    public long wokenWaiters() {
        return WokenWaiters.count(OsThreads.taskFolders(process.pid()), "");
    }

    public boolean alive() {
        return !link.ended();
    }

    public long pid() {
        return process.pid();
    }

    @Override
    public void close() {
        closing = true;
        try {
            link.close();
        } catch (IOException ignored) {
            // Closing a socket that is already gone.
        }
        process.close();
    }
}
