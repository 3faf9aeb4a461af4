package wire;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * Arguments on a child JVM's command line that survive any locale. The JVM decodes its argv
 * with the locale's charset, so under a plain C or POSIX locale (a cleared environment, a
 * container image without LANG) a job id such as {@code 잡-2} arrives as {@code ??-2} and the
 * child works on a row that does not exist. A word that is not plain printable ASCII goes as
 * its UTF-8 bytes in Base64 behind {@link #PREFIX}; every other word goes as it is, so a
 * replayed command stays readable.
 */
public final class ArgWords {
    /** Marks an encoded word; a word that itself starts with it is encoded too. */
    public static final String PREFIX = "utf8-b64:";

    private ArgWords() {
    }

    /** The word to put on the command line for {@code arg}. */
    public static String encode(String arg) {
        if (isPlainAscii(arg) && !arg.startsWith(PREFIX)) {
            return arg;
        }
        return PREFIX + Base64.getEncoder().encodeToString(arg.getBytes(StandardCharsets.UTF_8));
    }

    /** The argument a command-line word made by {@link #encode} stands for. */
    public static String decode(String word) {
        if (!word.startsWith(PREFIX)) {
            return word;
        }
        return new String(Base64.getDecoder().decode(word.substring(PREFIX.length())), StandardCharsets.UTF_8);
    }

    public static List<String> encodeAll(List<String> args) {
        List<String> words = new ArrayList<>(args.size());
        args.forEach(arg -> words.add(encode(arg)));
        return words;
    }

    public static List<String> decodeAll(List<String> words) {
        List<String> args = new ArrayList<>(words.size());
        words.forEach(word -> args.add(decode(word)));
        return args;
    }

    private static boolean isPlainAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7e) {
                return false;
            }
        }
        return true;
    }
}
