package grader.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * sqlite-jdbc's native library, copied once per sqlite-jdbc version into the cache, so that
 * a worker or a fault child loads it from there instead of extracting 1.1 MB into its temp
 * folder at every start (about 85 ms a start, and files that a killed JVM never removes).
 */
public final class SqliteNativeLibrary {
    private SqliteNativeLibrary() {
    }

    /** The JVM flags that point a child at the cached copy; none when it could not be made. */
    public static List<String> childFlags(Path cacheRoot) {
        return folder(cacheRoot)
                .map(dir -> List.of("-Dorg.sqlite.lib.path=" + dir, "-Dorg.sqlite.lib.name=" + libraryName()))
                .orElse(List.of());
    }

    /** The folder holding the library, or empty when this platform's library is not in the jar. */
    public static Optional<Path> folder(Path cacheRoot) {
        String name = LibraryLoaderUtil.getNativeLibName();
        Path dir = cacheRoot.resolve("sqlite-native").resolve(SQLiteJDBCLoader.getVersion());
        Path target = dir.resolve(name);
        if (Files.isRegularFile(target)) {
            return Optional.of(dir);
        }
        // Only now: finding the resource asks OSInfo, which runs `uname -o` as a process each time.
        String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + name;
        try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            Files.createDirectories(dir);
            Path staging = dir.resolve(name + ".tmp-" + UUID.randomUUID());
            Files.copy(in, staging);
            try {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException raced) {
                Files.deleteIfExists(staging);
            }
            return Files.isRegularFile(target) ? Optional.of(dir) : Optional.empty();
        } catch (IOException e) {
            // Without it the worker extracts the library itself, into its private temp folder.
            return Optional.empty();
        }
    }

    public static String libraryName() {
        return LibraryLoaderUtil.getNativeLibName();
    }
}
