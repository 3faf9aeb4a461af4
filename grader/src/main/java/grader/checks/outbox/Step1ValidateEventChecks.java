package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.ArrayList;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.explore.Exploration;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "outbox", step = 1, title = "validate an event's id and qty")
class Step1ValidateEventChecks {
    @TempDir
    Path dir;
    private static final String ID_64 = "a".repeat(64);

    @Check(id = "valid-event-copied", purpose = "a valid event comes back as an equal map of id and qty",
            happyPath = true)
    void validEventCopied(OutboxLab lab) {
        Expect.trying("validateEvent({id=\"snack-7\", qty=7})")
                .returns(Map.of("id", "snack-7", "qty", 7), () -> lab.validateEvent(event("snack-7", 7)));
    }

    @Check(id = "boundaries-accepted", purpose = "ids of 1 and 64 ASCII characters and qty 1, 1000 and a Long pass")
    void boundariesAccepted(OutboxLab lab) {
        List<Map<String, Object>> valid = List.of(event("a", 1), event(ID_64, 1000), event("A_b-9", 500),
                event("snack-7", 7L), event("0", 1));
        for (Map<String, Object> e : valid) {
            Expect.trying("validateEvent(" + Values.show(e) + ")").returns(e, () -> lab.validateEvent(e));
        }
    }

    @Check(id = "bad-qty-rejected", purpose = "a qty that is a Boolean, Double, String, null, 0, 1001 or a Long beyond the int range is rejected")
    void badQtyRejected(OutboxLab lab) {
        for (Object qty : new Object[] {true, false, 7.0, 7.5, "7", null, 0, 1001, -1, 1001L, 0L,
                4_294_967_303L, 4_294_967_297L, Long.MAX_VALUE, Long.MIN_VALUE + 7}) {
            rejects(lab, event("snack-7", qty));
        }
    }

    @Check(id = "bad-id-rejected", purpose = "an empty, 65-character, non-ASCII, spaced, padded, dotted or non-string id is rejected")
    void badIdRejected(OutboxLab lab) {
        for (Object id : new Object[] {"", ID_64 + "a", "sn\u00e4ck-7", "\u0667", "\uff53nack", "snack 7", "snack.7",
                "snack/7", "snack-7\n", "snack-7\r\n", "\nsnack-7", " snack-7", "snack-7 ", "\tsnack-7", null, 7}) {
            rejects(lab, withId(id));
        }
    }

    @Check(id = "exact-keys", purpose = "an event with an extra, a missing or a misspelled key is rejected")
    void exactKeys(OutboxLab lab) {
        Map<String, Object> extra = event("snack-7", 7);
        extra.put("note", "x");
        Map<String, Object> misspelled = new LinkedHashMap<>();
        misspelled.put("ID", "snack-7");
        misspelled.put("qty", 7);
        for (Map<String, Object> e : List.<Map<String, Object>>of(extra, misspelled, Map.of("id", "snack-7"), Map.of("qty", 7),
                Map.<String, Object>of())) {
            rejects(lab, e);
        }
        Expect.trying("validateEvent(null)").throwsA(IllegalArgumentException.class, () -> lab.validateEvent(null));
    }

    @Check(id = "input-unchanged-result-new", purpose = "validation never changes its input and returns a new map")
    void inputUnchangedResultNew(OutboxLab lab) {
        Map<String, Object> input = event("snack-7", 7);
        Map<String, Object> before = new LinkedHashMap<>(input);
        Attempt attempt = Expect.trying("validateEvent(" + Values.show(input) + "), then changing the result");
        Map<String, Object> result = attempt.returns(() -> lab.validateEvent(input));
        attempt.holds(result != input, "a new map, not the input itself", "the same map object as the input");
        // Its keys in the same order too: a caller iterates its map, and sees a reorder.
        attempt.holds(before.equals(input) && new ArrayList<>(before.keySet()).equals(new ArrayList<>(input.keySet())),
                "the input unchanged: " + Values.show(before), Values.show(input));
        Expect.trying("validateEvent(Map.of(\"id\", \"snack-7\", \"qty\", 7)), an immutable input")
                .returns(before, () -> lab.validateEvent(Map.of("id", "snack-7", "qty", 7)));
        changeIfModifiable(result);
        attempt.holds(Integer.valueOf(7).equals(input.get("qty")), "the input's qty still 7 after changing the result",
                Values.show(input));
    }

    /** A result the caller cannot change (Map.copyOf) is as good as a copy: it cannot reach the input either. */
    private static void changeIfModifiable(Map<String, Object> result) {
        try {
            result.put("qty", 8);
        } catch (UnsupportedOperationException unmodifiable) {
            return;
        }
    }

    private static Map<String, Object> withId(Object id) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("id", id);
        e.put("qty", 7);
        return e;
    }

    private static void rejects(OutboxLab lab, Map<String, Object> e) {
        Expect.trying("validateEvent(" + Values.show(e) + ")")
                .throwsA(IllegalArgumentException.class, () -> lab.validateEvent(e));
    }

    @Check(id = "generated-events-validated",
            purpose = "generated events along every dimension the contract draws a line in (ids by case, space, line break, quote, wildcard, one character over the class or the length; qty as Integer, Long, Double, Boolean or String at and beside 1 and 1000; keys extra, missing or misspelled, a null event, an immutable map) are copied or refused as the contract's model says, and the input never changes")
    void generatedEventsValidated(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new OutboxExplored(instances, dir, false),
                new OutboxGenerator(1, OutboxGenerator.VALIDATIONS));
    }
}
