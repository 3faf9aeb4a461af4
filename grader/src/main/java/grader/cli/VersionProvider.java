package grader.cli;

import grader.submission.GraderVersion;
import picocli.CommandLine.IVersionProvider;

/** {@code ./grade --version}. */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"idemlab grader " + GraderVersion.get() + " on Java " + Runtime.version()};
    }
}
