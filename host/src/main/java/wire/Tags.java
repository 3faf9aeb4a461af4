package wire;

/**
 * The tagged values of the protocol: a JSON object whose {@link #KEY} member names a kind
 * stands for something that is not a plain JSON value. Everything else is plain JSON.
 */
public final class Tags {
    /** The member that marks a tagged object. */
    public static final String KEY = "$idemlab";
    /** An object that lives in the subject (a connection, a receiver), named by {@code id}. */
    public static final String HANDLE = "handle";
    /** An object that lives in the judge (a fault hook, a sender), called back by {@code id}. */
    public static final String CALLBACK = "callback";
    /** A judge connection: the subject uses its own connection to the same file, {@code id} keeps them paired. */
    public static final String BORROWED = "borrowed";
    /** A byte array, in {@code base64}. */
    public static final String BYTES = "bytes";
    /** A double JSON cannot write (NaN, infinities), as {@code text}. */
    public static final String DOUBLE = "double";
    /** An Integer, kept apart from a Long: a check may tell whether code replaced one with the other. */
    public static final String INT = "int";
    /** A map or list with the number of its identity: the same number twice is the same object. */
    public static final String SAME = "same";
    /** Any other object, described by its {@code type} and {@code text}. */
    public static final String OPAQUE = "opaque";

    private Tags() {
    }
}
