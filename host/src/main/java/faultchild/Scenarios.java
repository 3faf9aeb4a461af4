package faultchild;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The scenarios a child can run, by name: {@code <lab>.<what>}. */
final class Scenarios {
    private static final Map<String, Scenario> ALL = new HashMap<>();

    static {
        InboxScenarios.addTo(ALL);
        OutboxScenarios.addTo(ALL);
        BatchScenarios.addTo(ALL);
        LeaseScenarios.addTo(ALL);
        ProbeScenarios.addTo(ALL);
    }

    private Scenarios() {
    }

    static Scenario named(String name) {
        Scenario scenario = ALL.get(name);
        if (scenario == null) {
            throw new IllegalArgumentException("no scenario named " + name + "; known: " + ALL.keySet());
        }
        return scenario;
    }

    /** Requires exactly {@code count} arguments, named for the error message. */
    static void expect(List<String> args, String... names) {
        if (args.size() != names.length) {
            throw new IllegalArgumentException("expected arguments " + String.join(" ", names) + ", got " + args);
        }
    }
}
