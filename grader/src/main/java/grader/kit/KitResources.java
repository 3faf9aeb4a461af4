package grader.kit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import grader.labs.Lab;

/** The texts a student project is made from, shipped inside the grader as resources. */
final class KitResources {
    private KitResources() {
    }

    /** A lab's resource, e.g. {@code README.ko.md}, as text. */
    static String text(Lab lab, String name) throws IOException {
        return read("/grader/kit/" + lab.id() + "/" + name);
    }

    /** The starter class's simple name, e.g. {@code LeaseSolution}. */
    static String starterClass(Lab lab) {
        String id = lab.id();
        return Character.toUpperCase(id.charAt(0)) + id.substring(1) + "Solution";
    }

    static String starterSource(Lab lab) throws IOException {
        return text(lab, starterClass(lab) + ".java.txt");
    }

    /** The versions the grader was built with: what a student project must compile against. */
    static Properties versions() throws IOException {
        Properties p = new Properties();
        try (InputStream in = KitResources.class.getResourceAsStream("/grader/version.properties")) {
            if (in != null) {
                p.load(in);
            }
        }
        return p;
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = KitResources.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("the grader has no resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
