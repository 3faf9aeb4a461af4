package subject;

import java.util.ArrayList;
import java.util.List;

/**
 * The database files one connection reaches, as SQLite itself names them
 * ({@code PRAGMA database_list}: the file it opened and those it attached, each an absolute
 * name however the address spelled it), read when it opens and again after every statement
 * that may have attached or detached one. In-memory and temporary databases reach no file.
 */
final class DatabaseFiles {
    private volatile List<String> files = List.of();

    /** The file column of {@code PRAGMA database_list}: empty for a database in memory. */
    void read(List<String> fileColumn) {
        List<String> named = new ArrayList<>();
        for (String file : fileColumn) {
            if (file != null && !file.isEmpty()) {
                named.add(file);
            }
        }
        files = List.copyOf(named);
    }

    /** Every file the connection reaches now, the one it opened first. */
    List<String> reached() {
        return files;
    }
}
