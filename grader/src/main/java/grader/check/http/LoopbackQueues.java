package grader.check.http;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What is still on its way to a server's port, read from /proc/self/net/tcp and tcp6 of the
 * network namespace the judge shares with the subject: bytes a client sent that the server's
 * kernel has not yet acknowledged, connections still being opened. Once none is left, the
 * server's kernel has taken in everything, and a thread of the server that waits on its
 * sockets has been woken by it if it ever will be (the subject tells woken waiters apart).
 * Bytes the server has not read yet are not counted: a server that hands each request to one
 * busy worker leaves them queued, and nobody waits for them. Facts the submission cannot state
 * about itself: the kernel keeps them.
 */
public final class LoopbackQueues {
    private static final List<Path> TABLES = List.of(Path.of("/proc/self/net/tcp"), Path.of("/proc/self/net/tcp6"));
    private static final String LISTEN = "0A";
    private static final String SYN_SENT = "02";

    private LoopbackQueues() {
    }

    /** What is still on its way to the server listening on {@code port}; empty when nothing is. */
    public static List<String> onTheirWay(int port) throws IOException {
        List<String> pending = new ArrayList<>();
        boolean listening = false;
        for (Path table : TABLES) {
            if (!Files.isReadable(table)) {
                continue;
            }
            List<String> lines = Files.readAllLines(table);
            for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                listening |= read(line.trim().split("\\s+"), port, pending);
            }
        }
        if (!listening) {
            throw new IOException("no socket listens on port " + port + " in the judge's network namespace");
        }
        return pending;
    }

    /** Adds what one socket of the table still holds for {@code port}; true for its listening socket. */
    private static boolean read(String[] fields, int port, List<String> pending) {
        if (fields.length < 5) {
            return false;
        }
        int local = portOf(fields[1]);
        int remote = portOf(fields[2]);
        String state = fields[3];
        long tx = Long.parseLong(fields[4].split(":")[0], 16);
        if (local == port && state.equals(LISTEN)) {
            return true;
        }
        if (remote == port && (tx > 0 || state.equals(SYN_SENT))) {
            pending.add(tx + " byte(s) sent to the server, not yet acknowledged by its kernel");
        }
        return false;
    }

    private static int portOf(String address) {
        int colon = address.lastIndexOf(':');
        return colon < 0 ? -1 : Integer.parseInt(address.substring(colon + 1), 16);
    }
}
