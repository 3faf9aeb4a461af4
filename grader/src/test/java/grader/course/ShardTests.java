package grader.course;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Shards split a class into disjoint shares that together hold every submission, by name alone. */
class ShardTests {
    @Test
    void everySubmissionFallsInExactlyOneShare() {
        for (int i = 0; i < 200; i++) {
            String name = "student-" + i;
            long homes = IntStream.range(0, 3).filter(k -> new Shard(k, 3).contains(name)).count();
            assertThat(homes).as(name).isEqualTo(1);
            assertThat(Shard.ALL.contains(name)).isTrue();
        }
        long inFirst = IntStream.range(0, 300).filter(i -> new Shard(0, 3).contains("s" + i)).count();
        assertThat(inFirst).as("a share of about a third").isBetween(60L, 140L);
    }

    @Test
    void parsesIndexOverCountAndRefusesTheRest() {
        assertThat(Shard.parse("2/4")).isEqualTo(new Shard(2, 4));
        assertThatThrownBy(() -> Shard.parse("4/4")).hasMessageContaining("0 <= i < n");
        assertThatThrownBy(() -> Shard.parse("1-4")).hasMessageContaining("i/n");
        assertThatThrownBy(() -> Shard.parse("a/b")).hasMessageContaining("i/n");
    }
}
