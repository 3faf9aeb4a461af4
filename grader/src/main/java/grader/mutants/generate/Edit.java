package grader.mutants.generate;

/** One change a mutator proposes: replace {@code original} at {@code offset} by {@code replacement}. */
public record Edit(int offset, String original, String replacement) {

    public int end() {
        return offset + original.length();
    }

    /** The file's text with this edit applied. */
    public String applyTo(String text) {
        return text.substring(0, offset) + replacement + text.substring(end());
    }
}
