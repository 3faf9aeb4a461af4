package subject;

import wire.SubjectCalls;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Serves the judge: reads its messages, runs each call on a pool thread of its own (so that a
 * call may wait for a call back while the judge calls again, and racing checks really race),
 * and hands replies to call backs to the thread waiting for them.
 */
final class Host {
    /** Threads serving the judge's calls carry this prefix; a dump names them the check's threads. */
    static final String CALL_THREAD = "judge-call-";

    private final Link link;
    private final Calls calls;
    private final AtomicLong threads = new AtomicLong();
    /** Threads are reused: starting one per call costs more than many calls themselves on a busy machine. */
    private final ExecutorService callThreads = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, CALL_THREAD + threads.incrementAndGet());
        thread.setDaemon(true);
        ThreadFacts.hostOwns(thread);
        return thread;
    });

    Host(Link link) {
        this.link = link;
        this.calls = new Calls(link);
    }

    void serve() {
        try {
            Map<String, Object> message;
            while ((message = link.next()) != null) {
                if (message.containsKey(SubjectCalls.CALL_KEY)) {
                    start(message);
                } else {
                    link.replied(message);
                }
            }
        } catch (IOException | RuntimeException end) {
            // A broken link ends the subject the same way a closed one does.
        }
        link.closed();
    }

    private void start(Map<String, Object> request) {
        callThreads.execute(() -> answer(request));
    }

    private void answer(Map<String, Object> request) {
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("id", request.get("id"));
        try {
            calls.handle(request, reply);
        } catch (Throwable t) {
            Throwable cause = t instanceof InvocationTargetException && t.getCause() != null ? t.getCause() : t;
            reply.remove("ok");
            reply.put("threw", Failures.describe(cause));
        }
        try {
            link.send(reply);
        } catch (IOException | RuntimeException lost) {
            // The judge is gone, or the reply could not be written: the judge's wait ends with the link.
        }
    }
}
