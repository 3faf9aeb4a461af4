package grader.mutants.worker;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import grader.labs.Lab;
import grader.submission.ImplementationFinder;
import grader.submission.LoadedSubmission;

/**
 * Loads a mutant: its recompiled classes in front of the reference's, in one fresh class
 * loader, so each mutant sees only its own change and none of another mutant's.
 */
final class MutantClasses {
    private MutantClasses() {
    }

    static LoadedSubmission load(WorkerJob job) throws IOException {
        List<Path> folders = new ArrayList<>();
        List<URL> urls = new ArrayList<>();
        for (String entry : job.classpath()) {
            Path folder = Path.of(entry);
            folders.add(folder);
            urls.add(folder.toUri().toURL());
        }
        URLClassLoader loader = new URLClassLoader("mutant-" + job.jobId(), urls.toArray(URL[]::new),
                MutantClasses.class.getClassLoader());
        Map<Lab, Class<?>> implementations = ImplementationFinder.find(Path.of(job.scanDir()), loader);
        return new LoadedSubmission(loader, folders, implementations);
    }
}
