package grader.check.schedule;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Actors A, B, C, ... that each call the lab on a connection of their own to one file (the
 * labs whose methods take a connection: inbox, batch, outbox), raced under a schedule. The
 * connections stay open across the runs of one check, as a worker's would.
 */
public final class ConnectionActors implements AutoCloseable {
    /** Opens one actor's connection (the check's own way, with its busy timeout). */
    @FunctionalInterface
    public interface Opener {
        Connection open() throws SQLException;
    }

    /** What one actor does on its connection in a run. */
    @FunctionalInterface
    public interface Move {
        Object run(String actor, Connection con) throws Exception;
    }

    /** One run under the schedule it is given; {@code number} counts the runs of these actors from 1. */
    @FunctionalInterface
    public interface NumberedRun {
        RaceResult run(Schedule schedule, int number) throws Exception;
    }

    private final Path db;
    private final Map<String, Connection> connections = new LinkedHashMap<>();
    private int runs;

    private ConnectionActors(Path db) {
        this.db = db;
    }

    /** {@code count} actors, named A, B, ... in order, each with a connection {@code opener} opened. */
    public static ConnectionActors open(Path db, int count, Opener opener) throws SQLException {
        ConnectionActors actors = new ConnectionActors(db);
        try {
            for (int i = 0; i < count; i++) {
                actors.connections.put(String.valueOf((char) ('A' + i)), opener.open());
            }
        } catch (SQLException e) {
            actors.close();
            throw e;
        }
        return actors;
    }

    public List<String> names() {
        return List.copyOf(connections.keySet());
    }

    /** An actor's connection, for set-up between runs (never during one). */
    public Connection connection(String actor) {
        return connections.get(actor);
    }

    /** Every actor makes its move, their statements in the order {@code schedule} picks; {@code others} race too. */
    public RaceResult race(Schedule schedule, Move move, Actor... others) throws InterruptedException {
        List<Actor> all = new ArrayList<>();
        connections.forEach((name, con) -> all.add(new Actor.Call(name, () -> move.run(name, con))));
        all.addAll(List.of(others));
        return ForcedRun.of(db, all.toArray(Actor[]::new)).run(schedule);
    }

    /**
     * The orders that matter when A and B make the same call ({@link Orders#preemptionsOf}), A
     * preempted after at most {@code mostSteps} statements, each run numbered so that it can
     * prepare rows of its own; returns how many runs it took.
     */
    public int preemptions(int mostSteps, NumberedRun run) throws Exception {
        return Orders.preemptionsOf("A", mostSteps, schedule -> run.run(schedule, ++runs));
    }

    /**
     * For more than two actors: round robin from the first and from the last (every actor
     * reads before any writes, in both rotations), and {@code seeded} choices, each drawn from
     * a generator of its own seeded from {@code random} (the same seed, the same orders). An
     * actor alone first is a serial order, which finds no race, so it is not among them: eight
     * slow but correct calls must fit one check's limit.
     */
    public List<Schedule> schedules(Random random, int seeded) {
        List<String> names = names();
        List<Schedule> schedules = new ArrayList<>();
        schedules.add(Schedules.roundRobin(names.get(0)));
        schedules.add(Schedules.roundRobin(names.get(names.size() - 1)));
        for (int i = 1; i <= seeded; i++) {
            schedules.add(Schedules.seeded(new Random(random.nextLong()), "seeded choice " + i + " of " + seeded));
        }
        return schedules;
    }

    @Override
    public void close() throws SQLException {
        SQLException first = null;
        for (Connection con : connections.values()) {
            try {
                con.close();
            } catch (SQLException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
