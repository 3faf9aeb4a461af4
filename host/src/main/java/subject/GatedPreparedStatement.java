package subject;

import java.sql.ResultSet;
import java.sql.SQLException;
import org.sqlite.jdbc4.JDBC4PreparedStatement;
import wire.StatementLabel;

/**
 * sqlite-jdbc's prepared statement, each {@code execute...} one step of the judge's schedule,
 * labelled by the SQL it was prepared with. The variants that take SQL text are gated too:
 * sqlite-jdbc refuses some of them on a prepared statement and runs the others.
 */
final class GatedPreparedStatement extends JDBC4PreparedStatement {
    GatedPreparedStatement(GatedConnection connection, String sql) throws SQLException {
        super(connection, sql);
    }

    private <T> T step(SqlWork<T> work) throws SQLException {
        return stepOf(sql, work);
    }

    private <T> T stepOf(String text, SqlWork<T> work) throws SQLException {
        return ((GatedConnection) conn).step(StatementLabel.of(text, "execute"), Steps.mayAttach(text), work);
    }

    private <T> T batchStep(SqlWork<T> work) throws SQLException {
        return ((GatedConnection) conn).step(StatementLabel.of(sql, "executeBatch"), Steps.mayAttach(sql), work);
    }

    @Override
    public boolean execute() throws SQLException {
        return step(super::execute);
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        return step(super::executeQuery);
    }

    @Override
    public int executeUpdate() throws SQLException {
        return step(super::executeUpdate);
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        return step(super::executeLargeUpdate);
    }

    @Override
    public int[] executeBatch() throws SQLException {
        return batchStep(super::executeBatch);
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
        return batchStep(super::executeLargeBatch);
    }

    @Override
    public boolean execute(String text) throws SQLException {
        return stepOf(text, () -> super.execute(text));
    }

    @Override
    public boolean execute(String text, int keys) throws SQLException {
        return stepOf(text, () -> super.execute(text, keys));
    }

    @Override
    public boolean execute(String text, int[] columns) throws SQLException {
        return stepOf(text, () -> super.execute(text, columns));
    }

    @Override
    public boolean execute(String text, String[] columns) throws SQLException {
        return stepOf(text, () -> super.execute(text, columns));
    }

    @Override
    public ResultSet executeQuery(String text) throws SQLException {
        return stepOf(text, () -> super.executeQuery(text));
    }

    @Override
    public ResultSet executeQuery(String text, boolean closeStatement) throws SQLException {
        return stepOf(text, () -> super.executeQuery(text, closeStatement));
    }

    @Override
    public int executeUpdate(String text) throws SQLException {
        return stepOf(text, () -> super.executeUpdate(text));
    }

    @Override
    public int executeUpdate(String text, int keys) throws SQLException {
        return stepOf(text, () -> super.executeUpdate(text, keys));
    }

    @Override
    public int executeUpdate(String text, int[] columns) throws SQLException {
        return stepOf(text, () -> super.executeUpdate(text, columns));
    }

    @Override
    public int executeUpdate(String text, String[] columns) throws SQLException {
        return stepOf(text, () -> super.executeUpdate(text, columns));
    }

    @Override
    public long executeLargeUpdate(String text) throws SQLException {
        return stepOf(text, () -> super.executeLargeUpdate(text));
    }

    @Override
    public long executeLargeUpdate(String text, int keys) throws SQLException {
        return stepOf(text, () -> super.executeLargeUpdate(text, keys));
    }

    @Override
    public long executeLargeUpdate(String text, int[] columns) throws SQLException {
        return stepOf(text, () -> super.executeLargeUpdate(text, columns));
    }

    @Override
    public long executeLargeUpdate(String text, String[] columns) throws SQLException {
        return stepOf(text, () -> super.executeLargeUpdate(text, columns));
    }
}
