package grader.course;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * One of {@code count} shares of a class, numbered from 0 like a Kubernetes Indexed Job's
 * completion index. A submission belongs to the share its name's hash points at, so its
 * share never changes when other submissions are added or removed.
 */
public record Shard(int index, int count) {
    /** The whole class on one machine. */
    public static final Shard ALL = new Shard(0, 1);

    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("--shard i/n needs n >= 1 and 0 <= i < n, not " + index + "/" + count);
        }
    }

    /** {@code "i/n"}, as given to {@code --shard}. */
    public static Shard parse(String text) {
        String[] parts = text.split("/", -1);
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
            }
        } catch (NumberFormatException e) {
            // reported below with the expected form
        }
        throw new IllegalArgumentException("--shard takes i/n (e.g. 0/4), not " + text);
    }

    public boolean contains(String submissionName) {
        return count == 1 || Math.floorMod(hash(submissionName), count) == index;
    }

    public boolean whole() {
        return count == 1;
    }

    private static long hash(String name) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(name.getBytes(StandardCharsets.UTF_8));
            long value = 0;
            for (int i = 0; i < 8; i++) {
                value = (value << 8) | (digest[i] & 0xff);
            }
            return value;
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
