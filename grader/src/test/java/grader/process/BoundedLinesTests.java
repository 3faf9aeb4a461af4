package grader.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A line without end from a child is refused at the limit instead of filling the grader's heap. */
class BoundedLinesTests {
    @Test
    void readsLinesUpToTheLimit() throws Exception {
        BoundedLines lines = new BoundedLines(stream("one\ntwo\n" + "x".repeat(10) + "\nlast"), 10);
        assertThat(lines.next()).isEqualTo("one");
        assertThat(lines.next()).isEqualTo("two");
        assertThat(lines.next()).isEqualTo("x".repeat(10));
        assertThat(lines.next()).isEqualTo("last");
        assertThat(lines.next()).isNull();
    }

    @Test
    void aLineLongerThanTheLimitIsRefused() {
        BoundedLines lines = new BoundedLines(stream("y".repeat(11) + "\n"), 10);
        assertThatThrownBy(lines::next).isInstanceOf(BoundedLines.TooLong.class).hasMessageContaining("10 bytes");
    }

    private static InputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
