package grader.judge;

/**
 * What a worker JVM reads at start, from a file the coordinator writes into its folder:
 * where to connect and how to prove it is this worker. Its job comes over that channel.
 *
 * @param channel the event channel's Unix domain socket, a file name relative to the worker's folder
 * @param token   proves to the coordinator that the connection is this worker's
 */
public record JudgeLaunch(String channel, String token) {
}
