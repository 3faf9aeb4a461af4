package grader.fault;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.sqlite.util.OSInfo;

/**
 * sqlite-jdbc's native library, extracted once into the cache. A child that is handed it
 * ({@code -Dorg.sqlite.lib.path}/{@code -Dorg.sqlite.lib.name}) neither spends time
 * extracting its own copy nor leaves one (with its {@code .lck}) in the temp folder when it
 * is killed.
 */
final class NativeSqlite {
    private final Path folder;
    private final String fileName;

    private NativeSqlite(Path folder, String fileName) {
        this.folder = folder;
        this.fileName = fileName;
    }

    /** Extracts the library for this OS into {@code cacheDir} unless it is there already. */
    static NativeSqlite extractInto(Path cacheDir, String version) throws IOException {
        String osFolder = OSInfo.getNativeLibFolderPathForCurrentOS();
        String fileName = System.mapLibraryName("sqlitejdbc");
        Path folder = cacheDir.resolve("sqlite-" + version).resolve(osFolder);
        Path library = folder.resolve(fileName);
        if (!Files.isRegularFile(library)) {
            Files.createDirectories(folder);
            String resource = "/org/sqlite/native/" + osFolder + "/" + fileName;
            Path partial = Files.createTempFile(folder, fileName, ".part");
            try (InputStream in = NativeSqlite.class.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IOException("sqlite-jdbc has no native library at " + resource);
                }
                Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
                Files.move(partial, library, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(partial);
            }
        }
        return new NativeSqlite(folder, fileName);
    }

    /** The system properties that point a child at this copy. */
    String[] properties() {
        return new String[] {"-Dorg.sqlite.lib.path=" + folder, "-Dorg.sqlite.lib.name=" + fileName};
    }
}
