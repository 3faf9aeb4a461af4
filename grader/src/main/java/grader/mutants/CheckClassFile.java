package grader.mutants;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the verdict cache needs of one compiled check class, read from its bytes without
 * loading it: the other check classes it names, and the lab and step of its {@code @LabStep}.
 * A class names another in its constant pool (a class entry, a field or method descriptor, a
 * generic signature), all of them UTF-8 entries, so those entries are scanned for check
 * class names: too many names only make a step's digest cover more, never less.
 */
record CheckClassFile(Set<String> namedChecks, Optional<StepOf> step) {
    /** The lab and step a class of checks belongs to. */
    record StepOf(String lab, int step) {
    }

    private static final String LAB_STEP = "Lgrader/check/LabStep;";
    private static final Pattern CHECK_CLASS = Pattern.compile("grader/checks/[A-Za-z0-9_$/]+");

    static CheckClassFile read(byte[] bytes) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        Object[] pool = readPool(in);
        Set<String> named = new TreeSet<>();
        for (Object entry : pool) {
            if (entry instanceof String text) {
                Matcher m = CHECK_CLASS.matcher(text);
                while (m.find()) {
                    named.add(m.group());
                }
            }
        }
        in.skipBytes(6);
        in.skipBytes(2 * in.readUnsignedShort());
        skipMembers(in);
        skipMembers(in);
        return new CheckClassFile(named, labStep(in, pool));
    }

    /** The constant pool: UTF-8 entries as strings, integers as Integer, the rest as null. */
    private static Object[] readPool(DataInputStream in) throws IOException {
        Object[] pool = new Object[in.readUnsignedShort()];
        for (int i = 1; i < pool.length; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> pool[i] = in.readUTF();
                case 3 -> pool[i] = in.readInt();
                case 4 -> in.skipBytes(4);
                case 5, 6 -> {
                    in.skipBytes(8);
                    i++; // a long or a double takes two entries
                }
                case 7, 8, 16, 19, 20 -> in.skipBytes(2);
                case 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                case 15 -> in.skipBytes(3);
                default -> throw new IOException("unknown constant pool tag " + tag);
            }
        }
        return pool;
    }

    private static void skipMembers(DataInputStream in) throws IOException {
        int count = in.readUnsignedShort();
        for (int i = 0; i < count; i++) {
            in.skipBytes(6);
            skipAttributes(in);
        }
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int count = in.readUnsignedShort();
        for (int i = 0; i < count; i++) {
            in.skipBytes(2);
            in.skipBytes(in.readInt());
        }
    }

    /** The class's own attributes, where RuntimeVisibleAnnotations holds {@code @LabStep}. */
    private static Optional<StepOf> labStep(DataInputStream in, Object[] pool) throws IOException {
        int count = in.readUnsignedShort();
        Optional<StepOf> found = Optional.empty();
        for (int i = 0; i < count; i++) {
            Object name = pool[in.readUnsignedShort()];
            int length = in.readInt();
            if ("RuntimeVisibleAnnotations".equals(name)) {
                found = annotations(in, pool);
            } else {
                in.skipBytes(length);
            }
        }
        return found;
    }

    private static Optional<StepOf> annotations(DataInputStream in, Object[] pool) throws IOException {
        int count = in.readUnsignedShort();
        Optional<StepOf> found = Optional.empty();
        for (int i = 0; i < count; i++) {
            boolean isLabStep = LAB_STEP.equals(pool[in.readUnsignedShort()]);
            String lab = null;
            Integer step = null;
            int pairs = in.readUnsignedShort();
            for (int p = 0; p < pairs; p++) {
                Object element = pool[in.readUnsignedShort()];
                Object value = elementValue(in, pool);
                if (isLabStep && "lab".equals(element)) {
                    lab = (String) value;
                } else if (isLabStep && "step".equals(element)) {
                    step = (Integer) value;
                }
            }
            if (lab != null && step != null) {
                found = Optional.of(new StepOf(lab, step));
            }
        }
        return found;
    }

    /** One annotation element's value: a constant's pool entry, or null for the kinds skipped. */
    private static Object elementValue(DataInputStream in, Object[] pool) throws IOException {
        int tag = in.readUnsignedByte();
        switch (tag) {
            case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z', 's', 'c' -> {
                return pool[in.readUnsignedShort()];
            }
            case 'e' -> in.skipBytes(4);
            case '@' -> {
                in.skipBytes(2);
                int pairs = in.readUnsignedShort();
                for (int p = 0; p < pairs; p++) {
                    in.skipBytes(2);
                    elementValue(in, pool);
                }
            }
            case '[' -> {
                int values = in.readUnsignedShort();
                for (int v = 0; v < values; v++) {
                    elementValue(in, pool);
                }
            }
            default -> throw new IOException("unknown annotation element tag " + (char) tag);
        }
        return null;
    }
}
