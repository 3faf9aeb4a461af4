/**
 * What every lab shares: the exception types and the fault hook.
 *
 * <p>Conventions of all labs: an {@link java.lang.IllegalArgumentException} is thrown before
 * anything is written; a {@link java.sql.Connection} passed in is borrowed (never close it)
 * and is handed over in autocommit mode with no transaction open, and no call may leave a
 * transaction open, on success or on failure; write transactions start with
 * {@code BEGIN IMMEDIATE}; times ({@code now}, {@code ttl}) are seconds given by the caller,
 * never read from the wall clock; database paths and ports always come from the caller.
 * Events are JSON-shaped maps whose values are {@code String}, {@code Integer},
 * {@code Long}, {@code Boolean}, {@code Double}, {@code null}, lists or maps.
 */
package labs;
