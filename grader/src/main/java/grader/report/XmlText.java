package grader.report;

/**
 * Text made safe for XML 1.0: markup characters escaped, and characters XML 1.0 cannot hold
 * at all (control characters other than tab, newline and carriage return, lone surrogates,
 * U+FFFE and U+FFFF) removed, since no escape can carry them and CI servers reject the file.
 */
final class XmlText {
    private XmlText() {
    }

    /** For element content. */
    static String content(String text) {
        return escape(text, false);
    }

    /** For a double-quoted attribute value; line breaks and tabs become character references. */
    static String attribute(String text) {
        return escape(text, true);
    }

    private static String escape(String text, boolean attribute) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (!allowed(cp)) {
                continue;
            }
            switch (cp) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append(attribute ? "&quot;" : "\"");
                case '\n' -> out.append(attribute ? "&#10;" : "\n");
                case '\r' -> out.append("&#13;");
                case '\t' -> out.append(attribute ? "&#9;" : "\t");
                default -> out.appendCodePoint(cp);
            }
        }
        return out.toString();
    }

    /** XML 1.0's Char production; a lone surrogate arrives here as its own code point. */
    private static boolean allowed(int cp) {
        return cp == 0x9 || cp == 0xA || cp == 0xD
                || (cp >= 0x20 && cp <= 0xD7FF)
                || (cp >= 0xE000 && cp <= 0xFFFD)
                || (cp >= 0x10000 && cp <= 0x10FFFF);
    }
}
