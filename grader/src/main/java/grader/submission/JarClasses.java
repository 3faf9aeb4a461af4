package grader.submission;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** Unpacks a submitted jar into a folder of classes, refusing entries that would land outside it. */
final class JarClasses {
    private JarClasses() {
    }

    static void extract(Path jar, Path into) throws IOException {
        Files.createDirectories(into);
        int classes = 0;
        try (InputStream raw = Files.newInputStream(jar); ZipInputStream zip = new ZipInputStream(raw)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                Path target = into.resolve(entry.getName()).normalize();
                if (entry.isDirectory() || !target.startsWith(into) || entry.getName().startsWith("META-INF/")) {
                    continue;
                }
                Files.createDirectories(target.getParent());
                try {
                    Files.copy(zip, target);
                } catch (FileAlreadyExistsException twice) {
                    throw new UnusableSubmissionException(jar + " holds " + entry.getName() + " twice, so which one"
                            + " would run is unclear: build the jar again (jar or Maven never write an entry twice)");
                }
                classes += entry.getName().endsWith(".class") ? 1 : 0;
            }
        } catch (java.util.zip.ZipException e) {
            throw new UnusableSubmissionException(jar + " is not a readable jar: " + e.getMessage());
        }
        if (classes == 0) {
            throw new UnusableSubmissionException(jar + " holds no .class files");
        }
    }
}
