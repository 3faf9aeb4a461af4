package grader.kit;

/** A kit that cannot be written for a reason the user can fix; the key names the message. */
public final class KitException extends RuntimeException {
    private final String key;
    private final transient Object[] args;

    KitException(String key, Object... args) {
        super(key);
        this.key = key;
        this.args = args;
    }

    public String key() {
        return key;
    }

    public Object[] args() {
        return args.clone();
    }
}
