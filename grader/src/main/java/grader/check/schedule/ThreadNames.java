package grader.check.schedule;

import java.util.Comparator;

/** Thread names in the order a pool numbers its workers: "pool-1-thread-2" before "pool-1-thread-10". */
final class ThreadNames {
    static final Comparator<String> ORDER = Comparator.nullsLast(ThreadNames::compare);

    private ThreadNames() {
    }

    private static int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i);
            char y = b.charAt(j);
            if (Character.isDigit(x) && Character.isDigit(y)) {
                int endA = digitsEnd(a, i);
                int endB = digitsEnd(b, j);
                int byNumber = compareNumbers(a.substring(i, endA), b.substring(j, endB));
                if (byNumber != 0) {
                    return byNumber;
                }
                i = endA;
                j = endB;
            } else if (x != y) {
                return Character.compare(x, y);
            } else {
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    private static int digitsEnd(String text, int from) {
        int end = from;
        while (end < text.length() && Character.isDigit(text.charAt(end))) {
            end++;
        }
        return end;
    }

    private static int compareNumbers(String a, String b) {
        String x = a.replaceFirst("^0+(?=.)", "");
        String y = b.replaceFirst("^0+(?=.)", "");
        return x.length() != y.length() ? Integer.compare(x.length(), y.length()) : x.compareTo(y);
    }
}
