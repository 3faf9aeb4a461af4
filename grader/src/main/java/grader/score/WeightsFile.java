package grader.score;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import grader.coordinator.CheckPlan;
import grader.labs.Lab;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a course's weights file, a JSON object whose keys are {@code default}, a step
 * ({@code lease.4}) or a check id, each with optional {@code points} (a number, at least 0)
 * and {@code visibility} ({@code visible}, {@code hidden}, {@code after_due_date},
 * {@code after_published}). A key naming no step or check is refused, so a typo cannot
 * silently leave a check at its default.
 */
public final class WeightsFile {
    private static final Pattern STEP = Pattern.compile("([a-z]+)\\.([0-9]+)");
    private static final Pattern CHECK = Pattern.compile("([a-z]+)\\.[0-9]+\\.[^.]+");
    private static final Set<String> FIELDS = Set.of("points", "visibility");

    private WeightsFile() {
    }

    /** @throws IllegalArgumentException naming the file and what is wrong in it */
    public static Weights read(Path file) {
        JsonNode root;
        try {
            root = JsonMapper.builder().build().readTree(Files.readString(file));
        } catch (IOException | JacksonException e) {
            throw new IllegalArgumentException("cannot read the weights file " + file + ": " + e.getMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("the weights file " + file + " must hold one JSON object");
        }
        Rule fallback = Rule.NONE;
        Map<String, Rule> steps = new HashMap<>();
        Map<String, Rule> checks = new HashMap<>();
        for (Map.Entry<String, JsonNode> entry : root.properties()) {
            String key = entry.getKey();
            Rule rule = rule(file, key, entry.getValue());
            if (key.equals("default")) {
                fallback = rule;
            } else if (isStep(key)) {
                steps.put(key, rule);
            } else if (isCheck(key)) {
                checks.put(key, rule);
            } else {
                throw new IllegalArgumentException("the weights file " + file + " names " + key
                        + ", which is no step (lease.4) or check (lease.4.claim-new-job) of the labs");
            }
        }
        steps.forEach((step, rule) -> requireTotalHolds(file, step, rule, checks));
        return new Weights(fallback, steps, checks);
    }

    /**
     * A step's points are its total: the points its checks have of their own may not add up to
     * more, nor to less when none of its checks is left to share the rest.
     */
    private static void requireTotalHolds(Path file, String step, Rule rule, Map<String, Rule> checks) {
        if (rule.points() == null) {
            return;
        }
        Lab lab = Lab.byId(step.substring(0, step.indexOf('.'))).orElseThrow();
        Set<String> ids = CheckPlan.allIds(lab).stream().filter(id -> id.startsWith(step + ".")).collect(Collectors.toSet());
        double own = 0;
        long sharing = 0;
        for (String id : ids) {
            Double points = checks.getOrDefault(id, Rule.NONE).points();
            own += points == null ? 0 : points;
            sharing += points == null ? 1 : 0;
        }
        if (own > rule.points() + 1e-9 || sharing == 0 && own < rule.points() - 1e-9) {
            throw new IllegalArgumentException("the weights file " + file + " gives " + step + " " + rule.points()
                    + " points in all, but its checks' own points add up to " + own
                    + (sharing == 0 ? " and none of its checks is left to share the rest" : ""));
        }
    }

    private static boolean isStep(String key) {
        Matcher m = STEP.matcher(key);
        return m.matches() && Lab.byId(m.group(1)).isPresent()
                && Integer.parseInt(m.group(2)) >= 1 && Integer.parseInt(m.group(2)) <= Lab.STEPS;
    }

    private static boolean isCheck(String key) {
        Matcher m = CHECK.matcher(key);
        return m.matches() && Lab.byId(m.group(1)).map(lab -> CheckPlan.allIds(lab).contains(key)).orElse(false);
    }

    private static Rule rule(Path file, String key, JsonNode node) {
        String where = "the weights file " + file + ", entry " + key;
        if (!node.isObject()) {
            throw new IllegalArgumentException(where + ": must be an object with points and/or visibility");
        }
        for (String field : node.propertyNames()) {
            if (!FIELDS.contains(field)) {
                throw new IllegalArgumentException(where + ": unknown field " + field + "; use points, visibility");
            }
        }
        Double points = null;
        if (node.has("points")) {
            JsonNode p = node.get("points");
            if (!p.isNumber() || p.asDouble() < 0) {
                throw new IllegalArgumentException(where + ": points must be a number of at least 0");
            }
            points = p.asDouble();
        }
        Visibility visibility = null;
        if (node.has("visibility")) {
            String label = node.get("visibility").asString();
            visibility = Visibility.byLabel(label).orElseThrow(() -> new IllegalArgumentException(where
                    + ": visibility must be visible, hidden, after_due_date or after_published, not " + label));
        }
        return new Rule(points, visibility);
    }
}
