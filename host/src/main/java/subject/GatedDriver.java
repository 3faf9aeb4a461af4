package subject;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Collections;
import java.util.Properties;
import java.util.logging.Logger;
import org.sqlite.JDBC;

/**
 * sqlite-jdbc's driver with the grader's gate in front: a connection to a file the judge
 * schedules comes back gated ({@link GatedConnection}), any other as sqlite-jdbc made it.
 * Registered in place of sqlite-jdbc's own, so that {@code DriverManager.getConnection} (the
 * way the labs open their connections) cannot reach the file around the gate.
 */
final class GatedDriver implements Driver {
    private final JDBC sqlite = new JDBC();

    private GatedDriver() {
    }

    /** Puts this driver where sqlite-jdbc's was. */
    static void install() throws SQLException {
        for (Driver driver : Collections.list(DriverManager.getDrivers())) {
            if (driver instanceof JDBC) {
                DriverManager.deregisterDriver(driver);
            }
        }
        DriverManager.registerDriver(new GatedDriver());
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        Connection con = sqlite.connect(url, info);
        if (con == null) {
            return null;
        }
        var gate = Schedules.gateFor(fileOf(url));
        return gate.isPresent() ? GatedConnection.wrap(con, gate.get()) : con;
    }

    /** The file a {@code jdbc:sqlite:} address names, without a {@code file:} scheme or the options after {@code ?}. */
    private static String fileOf(String url) {
        String address = url.substring(JDBC.PREFIX.length());
        int options = address.indexOf('?');
        address = options < 0 ? address : address.substring(0, options);
        return address.startsWith("file:") ? address.substring("file:".length()) : address;
    }

    @Override
    public boolean acceptsURL(String url) {
        return sqlite.acceptsURL(url);
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) throws SQLException {
        return sqlite.getPropertyInfo(url, info);
    }

    @Override
    public int getMajorVersion() {
        return sqlite.getMajorVersion();
    }

    @Override
    public int getMinorVersion() {
        return sqlite.getMinorVersion();
    }

    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return sqlite.getParentLogger();
    }
}
