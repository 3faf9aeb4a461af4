package subject;

/** Stack frames written the way a student reads them: {@code student.Lease.renew(Lease.java:105)}. */
public final class Frames {
    private Frames() {
    }

    /** The frame without the class loader and module prefixes of {@link StackTraceElement#toString()}. */
    public static String plain(StackTraceElement frame) {
        String where = frame.isNativeMethod() ? "Native Method"
                : frame.getFileName() == null ? "Unknown Source"
                : frame.getLineNumber() >= 0 ? frame.getFileName() + ":" + frame.getLineNumber()
                : frame.getFileName();
        return frame.getClassName() + "." + frame.getMethodName() + "(" + where + ")";
    }

    /** A frame of Java's reflection, where a test framework calls into a check. */
    public static boolean isReflection(StackTraceElement frame) {
        String name = frame.getClassName();
        return name.startsWith("jdk.internal.reflect.") || name.startsWith("java.lang.reflect.");
    }
}
