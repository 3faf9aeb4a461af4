package grader.course;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import grader.process.Folders;

/**
 * The submissions of a class: every folder and every {@code .zip} directly under the class
 * folder, in name order; hidden entries are left out. Zips are unpacked (refusing entries
 * that would land outside their folder) so they are graded like folders.
 */
final class ClassFolder {
    private ClassFolder() {
    }

    /** The shard's submissions; {@code results} is skipped should it lie in the class folder. */
    static List<ClassSubmission> list(Path classDir, Path results, Shard shard) throws IOException {
        Path unpackRoot = results.resolve(".unpacked");
        Path own = results.toAbsolutePath().normalize();
        List<Path> entries;
        try (Stream<Path> list = Files.list(classDir)) {
            entries = list.filter(p -> !p.getFileName().toString().startsWith("."))
                    .filter(p -> !p.toAbsolutePath().normalize().equals(own)).sorted().toList();
        }
        List<ClassSubmission> submissions = new ArrayList<>();
        Set<String> folders = entries.stream().filter(Files::isDirectory).map(p -> p.getFileName().toString())
                .collect(Collectors.toSet());
        for (Path entry : entries) {
            String file = entry.getFileName().toString();
            boolean zip = Files.isRegularFile(entry) && file.endsWith(".zip");
            if (!zip && !Files.isDirectory(entry)) {
                continue;
            }
            String stem = zip ? file.substring(0, file.length() - ".zip".length()) : file;
            // bob/ and bob.zip are two submissions: each gets a report of its own, never one for both.
            String name = zip && folders.contains(stem) ? file : stem;
            if (shard.contains(name)) {
                submissions.add(new ClassSubmission(name, zip ? unpacked(entry, unpackRoot.resolve(name)) : entry));
            }
        }
        return submissions;
    }

    /** A zip that cannot be unpacked is graded as it is, so its report says it cannot be graded. */
    private static Path unpacked(Path zip, Path into) {
        try {
            return unpack(zip, into);
        } catch (IOException | IllegalArgumentException e) {
            return zip;
        }
    }

    /** A fresh copy every run, so the hash is of what the zip holds now. */
    private static Path unpack(Path zip, Path into) throws IOException {
        Folders.deleteQuietly(into);
        Files.createDirectories(into);
        try (ZipFile file = new ZipFile(zip.toFile())) {
            Enumeration<? extends ZipEntry> entries = file.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                Path target = into.resolve(entry.getName()).normalize();
                if (!target.startsWith(into)) {
                    throw new IOException(zip + " has an entry outside its folder: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = file.getInputStream(entry)) {
                    Files.copy(in, target);
                }
            }
        }
        return into;
    }
}
