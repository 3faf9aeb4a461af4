package grader.report;

/** Terminal columns a text takes: Hangul and other wide East Asian letters take two. */
final class DisplayWidth {
    private DisplayWidth() {
    }

    static int of(String text) {
        int width = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            width += isWide(cp) ? 2 : 1;
            i += Character.charCount(cp);
        }
        return width;
    }

    /** The text followed by spaces up to {@code columns}; unchanged when already that wide. */
    static String pad(String text, int columns) {
        int missing = columns - of(text);
        return missing <= 0 ? text : text + " ".repeat(missing);
    }

    private static boolean isWide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F)     // Hangul Jamo initials
                || (cp >= 0x2E80 && cp <= 0xA4CF)  // CJK, Hangul compatibility Jamo, Kana
                || (cp >= 0xAC00 && cp <= 0xD7A3)  // Hangul syllables
                || (cp >= 0xF900 && cp <= 0xFAFF)  // CJK compatibility ideographs
                || (cp >= 0xFF00 && cp <= 0xFF60)  // fullwidth forms
                || (cp >= 0xFFE0 && cp <= 0xFFE6);
    }
}
