package grader.engine.worker;

import java.io.IOException;

/**
 * A daemon thread that answers the coordinator's commands while a check runs, even when the
 * check's thread is stuck: it sends the thread dump asked for, and ends the worker when the
 * coordinator goes away.
 */
final class Watchdog implements Runnable {
    private final WorkerChannel channel;
    private final CheckStream stream;

    private Watchdog(WorkerChannel channel, CheckStream stream) {
        this.channel = channel;
        this.stream = stream;
    }

    static void start(WorkerChannel channel, CheckStream stream) {
        Thread thread = new Thread(new Watchdog(channel, stream), "grader-watchdog");
        thread.setDaemon(true);
        thread.setPriority(Thread.MAX_PRIORITY);
        thread.start();
    }

    @Override
    public void run() {
        try {
            String command;
            while ((command = channel.nextCommand()) != null) {
                if (WorkerChannel.DUMP_COMMAND.equals(command)) {
                    channel.send(WorkerEvent.dump(ThreadDumps.around(stream.checkThread())));
                }
            }
        } catch (IOException closed) {
            // Same as end of stream: the coordinator is gone.
        }
        if (!channel.ended()) {
            WorkerMain.abandon();
        }
    }
}
