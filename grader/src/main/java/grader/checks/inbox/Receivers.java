package grader.checks.inbox;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import grader.check.Expect;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;

/** Starting the submission's receiver and posting to it, with the failure a student reads when that alone fails. */
final class Receivers {
    private Receivers() {
    }

    static InboxReceiver start(InboxLab lab, Path db) {
        return Expect.trying("startReceiver(\"" + db.getFileName() + "\") on an initialised sink")
                .state(() -> Sink.dump(db)).returns(() -> lab.startReceiver(db.toString()));
    }

    static HttpResponse<String> post(InboxReceiver receiver, Path db, String tried, String body) {
        return Expect.trying(tried + " to http://127.0.0.1:" + receiver.port() + "/events").state(() -> Sink.dump(db))
                .returns(() -> Http.post(receiver.port(), body));
    }
}
