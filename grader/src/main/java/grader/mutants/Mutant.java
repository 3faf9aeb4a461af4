package grader.mutants;

/**
 * One wrong change, authored or generated, as the runner sees it: a replacement of the
 * text at {@code offset} in one reference file.
 *
 * @param id          a stable id: the fixture's lab/name, or the generator's numbered key
 * @param lab         the lab whose checks judge it
 * @param targetStep  the step an authored change aims at; 0 for a generated one
 * @param file        the reference file, relative to the reference source root
 * @param mutatorName the kind of change ("authored" for fixtures)
 * @param offset      where {@code original} starts in the file, or -1 when it does not match once
 * @param original    the text replaced
 * @param replacement the text put in its place
 * @param why         the author's reason, or a one-line description of a generated change
 * @param crashOnly   an authored change that only a real process kill reveals
 */
public record Mutant(
        String id,
        String lab,
        int targetStep,
        String file,
        String mutatorName,
        int offset,
        String original,
        String replacement,
        String why,
        boolean crashOnly) {

    /** True when the change could be placed in the reference (its text matched once). */
    public boolean applicable() {
        return offset >= 0;
    }

    public boolean authored() {
        return targetStep > 0;
    }

    /** The file's text with this change applied. */
    public String applyTo(String source) {
        return source.substring(0, offset) + replacement + source.substring(offset + original.length());
    }

    /** An authored fixture located in the reference text of its file ({@code source} null when missing). */
    public static Mutant of(AuthoredMutant fixture, String source) {
        int offset = -1;
        if (source != null && MutantApplier.occurrences(source, fixture.find()) == 1) {
            offset = source.indexOf(fixture.find());
        }
        return new Mutant(fixture.lab() + "/" + fixture.name(), fixture.lab(), fixture.step(), fixture.file(),
                "authored", offset, fixture.find(), fixture.replace(), fixture.why(), fixture.crashOnly());
    }
}
