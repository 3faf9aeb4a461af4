package grader.mutants.report;

import static grader.mutants.report.HtmlMatrixWriter.esc;

import java.io.PrintWriter;
import grader.mutants.EquivalentMutants;
import grader.mutants.Mutant;
import grader.mutants.MutantOutcome;
import grader.mutants.Verdict;

/**
 * One details section per mutant, killed or not, which its matrix row links to: the whole
 * texts the row shortens, the diff of the wrong change, its intended step, and what decided
 * its verdict (the check that killed it with that check's message, or for a survivor where it
 * should have died, the nearest checks and the equivalent.json entry to paste).
 */
final class HtmlMutantDetails {
    private final ReportFacts facts;
    private final HtmlAnchors anchors;

    HtmlMutantDetails(ReportFacts facts, HtmlAnchors anchors) {
        this.facts = facts;
        this.anchors = anchors;
    }

    void write(PrintWriter out, MutantOutcome o) {
        Mutant m = o.mutant();
        out.println("<section id=\"" + anchors.details(o) + "\" class=\"details " + HtmlMatrixWriter.verdictClass(o.verdict())
                + "\"><h3><a href=\"#" + anchors.row(o) + "\" title=\"back to its row in the matrix\">&uarr; row</a> "
                + esc(m.id()) + " <span class=\"verdict\">" + esc(o.verdict().label()) + "</span></h3><dl>");
        item(out, "kind", m.mutatorName());
        item(out, "where", KillMatrixWriter.where(facts, m));
        item(out, "intended step", intendedStep(m));
        if (m.why() != null && !m.why().isBlank()) {
            item(out, "why", m.why());
        }
        item(out, "time", KillMatrixWriter.seconds(o.millis()) + (o.reused() ? " (verdict reused from an earlier run)" : ""));
        decision(out, o);
        out.println("</dl><pre class=\"diff\">" + esc(facts.diff(m)) + "</pre></section>");
    }

    private static String intendedStep(Mutant m) {
        return m.authored() ? "step " + m.targetStep() : "none (a generated change; the grade stops at its first failing step)";
    }

    /** What decided the verdict: the killing check, the broken happy path, the survivor's leads, or the reason. */
    private void decision(PrintWriter out, MutantOutcome o) {
        KillingChecks.killedBy(o).ifPresent(line -> item(out,
                o.verdict().killed() ? "killed by" : "rejected by", line));
        KillingChecks.brokenHappyPath(o).ifPresent(line -> item(out, "happy path failed too", line));
        if (o.verdict() == Verdict.SURVIVED) {
            survivor(out, o.mutant());
        } else if (o.firstFailingCheck().isEmpty() && o.reason() != null) {
            item(out, "reason", o.reason());
        }
    }

    private void survivor(PrintWriter out, Mutant m) {
        item(out, "survived", "every graded check passed; add or sharpen a check, or record it as equivalent");
        item(out, "should die at", "step " + facts.shouldDieAt(m));
        item(out, "nearest", facts.nearestChecksLine(m));
        if (m.applicable()) {
            out.println("<dt>if equivalent</dt><dd>paste into fixtures/mutants/equivalent.json, with the reason:"
                    + "<pre class=\"entry\">" + esc(EquivalentMutants.entryFor(m, facts.source(m.file()))) + "</pre></dd>");
        }
    }

    private static void item(PrintWriter out, String term, String text) {
        out.println("<dt>" + esc(term) + "</dt><dd>" + esc(text) + "</dd>");
    }
}
