package subject;

import java.sql.ResultSet;
import java.sql.SQLException;
import org.sqlite.jdbc4.JDBC4Statement;
import wire.StatementLabel;

/**
 * sqlite-jdbc's statement, each {@code execute...} one step of the judge's schedule (see
 * {@link GatedConnection#step}); the rows of a result are read after the step, as before.
 * Every public {@code execute} method of sqlite-jdbc's is here (GatedConnectionSurfaceTests).
 */
final class GatedStatement extends JDBC4Statement {
    GatedStatement(GatedConnection connection) {
        super(connection);
    }

    private <T> T step(String sql, SqlWork<T> work) throws SQLException {
        return ((GatedConnection) conn).step(StatementLabel.of(sql, "execute"), Steps.mayAttach(sql), work);
    }

    /** A batch is one step (its statements run one after another, no gate between them), and any may ATTACH. */
    private <T> T batchStep(SqlWork<T> work) throws SQLException {
        return ((GatedConnection) conn).step(StatementLabel.of(null, "executeBatch"), true, work);
    }

    @Override
    public boolean execute(String sql) throws SQLException {
        return step(sql, () -> super.execute(sql));
    }

    @Override
    public boolean execute(String sql, int keys) throws SQLException {
        return step(sql, () -> super.execute(sql, keys));
    }

    @Override
    public boolean execute(String sql, int[] columns) throws SQLException {
        return step(sql, () -> super.execute(sql, columns));
    }

    @Override
    public boolean execute(String sql, String[] columns) throws SQLException {
        return step(sql, () -> super.execute(sql, columns));
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
        return step(sql, () -> super.executeQuery(sql));
    }

    @Override
    public ResultSet executeQuery(String sql, boolean closeStatement) throws SQLException {
        return step(sql, () -> super.executeQuery(sql, closeStatement));
    }

    @Override
    public int executeUpdate(String sql) throws SQLException {
        return step(sql, () -> super.executeUpdate(sql));
    }

    @Override
    public int executeUpdate(String sql, int keys) throws SQLException {
        return step(sql, () -> super.executeUpdate(sql, keys));
    }

    @Override
    public int executeUpdate(String sql, int[] columns) throws SQLException {
        return step(sql, () -> super.executeUpdate(sql, columns));
    }

    @Override
    public int executeUpdate(String sql, String[] columns) throws SQLException {
        return step(sql, () -> super.executeUpdate(sql, columns));
    }

    @Override
    public long executeLargeUpdate(String sql) throws SQLException {
        return step(sql, () -> super.executeLargeUpdate(sql));
    }

    @Override
    public long executeLargeUpdate(String sql, int keys) throws SQLException {
        return step(sql, () -> super.executeLargeUpdate(sql, keys));
    }

    @Override
    public long executeLargeUpdate(String sql, int[] columns) throws SQLException {
        return step(sql, () -> super.executeLargeUpdate(sql, columns));
    }

    @Override
    public long executeLargeUpdate(String sql, String[] columns) throws SQLException {
        return step(sql, () -> super.executeLargeUpdate(sql, columns));
    }

    @Override
    public int[] executeBatch() throws SQLException {
        return batchStep(super::executeBatch);
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
        return batchStep(super::executeLargeBatch);
    }
}
