package org.sqlite;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Locale;
import java.util.Properties;
import java.util.logging.Logger;
import subject.GatedConnection;

/**
 * The subject's own {@code org.sqlite.JDBC}, written for the grader with the public API of
 * sqlite-jdbc's (held equal by {@code SubjectDriverApiTests}), first on the subject JVM's
 * class path and on no other. sqlite-jdbc opens every connection of its API here, whatever
 * the submission calls (DriverManager, {@code SQLiteConfig.createConnection},
 * {@code SQLiteDataSource}, this class's {@code connect} and {@code createConnection}), so
 * each one comes back as a {@link GatedConnection}: sqlite-jdbc's own connection class with
 * the grader's gate before every statement, so casts and {@code unwrap} work as they did.
 *
 * <p>It lives in {@code src/subject-driver/java} and is compiled to
 * {@code subject-driver/} inside host's classes, where it is a resource, not a class: the
 * judge, the coordinator and the fault children, which have host on their class path too,
 * keep sqlite-jdbc's driver.
 */
public class JDBC implements Driver {
    public static final String PREFIX = "jdbc:sqlite:";

    static {
        try {
            DriverManager.registerDriver(new JDBC());
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public JDBC() {
    }

    /** Whether {@code url} is a {@code jdbc:sqlite:} address, in any letter case. */
    public static boolean isValidURL(String url) {
        return url != null && url.toLowerCase(Locale.ROOT).startsWith(PREFIX);
    }

    /** A gated connection to the database {@code url} names, with the driver's {@code prop}. */
    public static SQLiteConnection createConnection(String url, Properties prop) throws SQLException {
        if (!isValidURL(url)) {
            throw new SQLException("invalid database address: " + url);
        }
        String address = url.trim();
        return new GatedConnection(address, extractAddress(address), prop);
    }

    /** What follows the prefix: a file name, {@code :memory:}, or a {@code file:} URI. */
    static String extractAddress(String url) {
        return url.substring(PREFIX.length());
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        return isValidURL(url) ? createConnection(url, info) : null;
    }

    @Override
    public boolean acceptsURL(String url) {
        return isValidURL(url);
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) throws SQLException {
        return SQLiteConfig.getDriverPropertyInfo();
    }

    @Override
    public int getMajorVersion() {
        return SQLiteJDBCLoader.getMajorVersion();
    }

    @Override
    public int getMinorVersion() {
        return SQLiteJDBCLoader.getMinorVersion();
    }

    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    /** sqlite-jdbc logs through its own logger, not java.util.logging: none, as its driver says. */
    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return null;
    }
}
