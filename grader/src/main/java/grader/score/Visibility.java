package grader.score;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Who sees a check's result on a platform, spelled as Gradescope spells it. */
public enum Visibility {
    VISIBLE,
    HIDDEN,
    AFTER_DUE_DATE,
    AFTER_PUBLISHED;

    /** {@code visible}, {@code hidden}, {@code after_due_date}, {@code after_published}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when the student may see the check's details as soon as the grade is written. */
    public boolean shownAtOnce() {
        return this == VISIBLE;
    }

    public static Optional<Visibility> byLabel(String label) {
        return Arrays.stream(values()).filter(v -> v.label().equals(label)).findFirst();
    }
}
