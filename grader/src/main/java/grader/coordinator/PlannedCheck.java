package grader.coordinator;

import java.lang.reflect.Method;
import grader.labs.Lab;

/** One check the run will grade, as found by discovery: its full id and the method behind it. */
public record PlannedCheck(String id, Lab lab, int step, String stepTitle, Method method) {
}
