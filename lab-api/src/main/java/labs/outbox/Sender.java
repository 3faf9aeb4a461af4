package labs.outbox;

import java.util.Map;

/** Delivers one event and returns its acknowledgement: only {@code Boolean.TRUE} counts. */
@FunctionalInterface
public interface Sender {
    Object send(Map<String, Object> event) throws Exception;
}
