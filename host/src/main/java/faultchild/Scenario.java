package faultchild;

import java.util.List;

/** One thing a child does against the lab, from its arguments; returns the result reported as DONE. */
@FunctionalInterface
interface Scenario {
    String run(Object lab, List<String> args, ChildSession session) throws Exception;
}
