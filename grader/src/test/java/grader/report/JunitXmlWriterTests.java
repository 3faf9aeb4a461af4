package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import javax.xml.parsers.DocumentBuilderFactory;
import grader.model.GradeReport;
import grader.model.SandboxReport;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The JUnit XML parses with the JDK's parser and counts every status where CI servers look for it. */
class JunitXmlWriterTests {
    private static Document parse(GradeReport report, Locale locale) throws Exception {
        byte[] xml = Render.of(new JunitXmlWriter(), report, locale).getBytes(StandardCharsets.UTF_8);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    @Test
    void everyReportShapeValidatesAgainstSurefiresReportXsd() throws Exception {
        for (GradeReport report : List.of(SampleReports.everyStatus(), SampleReports.compileErrorsOnly(),
                SampleReports.allPassed(), SampleReports.ungradable(), SampleReports.withGraderFault())) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.KOREAN)) {
                String xml = Render.of(new JunitXmlWriter(), report, locale);
                assertThat(SurefireXsd.errors(xml)).as(report.submission() + " in " + locale).isEmpty();
            }
        }
    }

    @Test
    void theXsdRefusesWhatSurefireDoesNotRead() throws Exception {
        String xml = Render.of(new JunitXmlWriter(), SampleReports.allPassed(), Locale.ENGLISH);
        assertThat(SurefireXsd.errors(xml.replace("<properties>", "<system-err>x</system-err><properties>")))
                .isNotEmpty();
    }

    @Test
    void thePropertiesSayWhichConfinementTheSubmissionRanUnder() throws Exception {
        GradeReport report = SampleReports.allPassed()
                .withSandbox(new SandboxReport(SandboxReport.ACCOUNTS, "separate user ids"));
        Document doc = parse(report, Locale.ENGLISH);
        NodeList properties = doc.getElementsByTagName("property");
        String sandbox = null;
        for (int i = 0; i < properties.getLength(); i++) {
            Element property = (Element) properties.item(i);
            if (property.getAttribute("name").equals("sandbox")) {
                sandbox = property.getAttribute("value");
            }
        }
        assertThat(sandbox).isEqualTo(SandboxReport.ACCOUNTS);
        assertThat(SurefireXsd.errors(Render.of(new JunitXmlWriter(), report, Locale.ENGLISH))).isEmpty();
    }

    @Test
    void elementsAndCountsMatchTheStatuses() throws Exception {
        Document doc = parse(SampleReports.everyStatus(), Locale.ENGLISH);
        Element root = doc.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("testsuite");
        assertThat(doc.getElementsByTagName("testcase").getLength()).isEqualTo(11);
        assertThat(doc.getElementsByTagName("failure").getLength()).isEqualTo(2);
        assertThat(doc.getElementsByTagName("error").getLength()).isEqualTo(5);
        assertThat(doc.getElementsByTagName("skipped").getLength()).isEqualTo(1);
        assertThat(root.getAttribute("tests")).isEqualTo("11");
        assertThat(root.getAttribute("failures")).isEqualTo("2");
        assertThat(root.getAttribute("errors")).isEqualTo("5");
        assertThat(root.getAttribute("skipped")).isEqualTo("1");
    }

    @Test
    void severalLabsShareTheOneSuiteAndTheirClassnamesKeepThemApart() throws Exception {
        Document doc = parse(SampleReports.everyStatus(), Locale.ENGLISH);
        assertThat(doc.getElementsByTagName("testsuite").getLength()).isEqualTo(1);
        assertThat(doc.getDocumentElement().getAttribute("name")).isEqualTo("alpha+beta");
        assertThat(testcase(doc, "alpha.1.opens").getAttribute("classname")).isEqualTo("alpha.step1");
        assertThat(testcase(doc, "beta.1.records").getAttribute("classname")).isEqualTo("beta.step1");
        assertThat(parse(SampleReports.allPassed(), Locale.ENGLISH).getDocumentElement().getAttribute("name"))
                .isEqualTo("alpha");
    }

    @Test
    void aCheckThatDidNotCompileCarriesTheCompilersMessagesAsItsSystemErr() throws Exception {
        Document doc = parse(SampleReports.everyStatus(), Locale.ENGLISH);
        Element records = testcase(doc, "beta.1.records");
        Element error = (Element) records.getElementsByTagName("error").item(0);
        assertThat(error.getTextContent()).contains("Inbox.java:12: error: ';' expected")
                .doesNotContain("Inbox.java:30");
        assertThat(records.getElementsByTagName("system-err").item(0).getTextContent())
                .contains("Inbox.java:12", "Inbox.java:30: error: cannot find symbol");
        assertThat(testcase(doc, "alpha.2.second-holder-refused").getElementsByTagName("system-err").getLength())
                .isZero();
    }

    @Test
    void testcasesNameTheLabStepAndCheck() throws Exception {
        Document doc = parse(SampleReports.everyStatus(), Locale.ENGLISH);
        Element failed = testcase(doc, "alpha.2.second-holder-refused");
        assertThat(failed.getAttribute("classname")).isEqualTo("alpha.step2");
        assertThat(failed.getAttribute("time")).isEqualTo("0.034");
        Element failure = (Element) failed.getElementsByTagName("failure").item(0);
        assertThat(failure.getAttribute("type")).isEqualTo("failed");
        assertThat(failure.getAttribute("message")).isEqualTo("expected: false; actual: true");
        assertThat(failure.getTextContent()).contains("--check alpha.2.second-holder-refused");
        Element timedOut = (Element) testcase(doc, "alpha.5.releases").getElementsByTagName("error").item(0);
        assertThat(timedOut.getAttribute("type")).isEqualTo("timed out");
        assertThat(timedOut.getTextContent()).contains("at Lease.release(Lease.java:9)");
        Element notImplemented = (Element) testcase(doc, "alpha.3.renews").getElementsByTagName("failure").item(0);
        assertThat(notImplemented.getAttribute("type")).isEqualTo("not implemented");
    }

    @Test
    void awkwardTextSurvivesWithoutItsControlCharacters() throws Exception {
        String clean = SampleReports.AWKWARD.replace("\u0001", "").replace("\u001b", "");
        Document doc = parse(SampleReports.everyStatus(), Locale.ENGLISH);
        Element error = (Element) testcase(doc, "alpha.4.boundary-now-equals-until")
                .getElementsByTagName("error").item(0);
        assertThat(error.getAttribute("message")).isEqualTo("java.lang.NullPointerException: say \"hi\" it's <b>&amp;</b>");
        Element failure = (Element) testcase(doc, "alpha.2.second-holder-refused")
                .getElementsByTagName("failure").item(0);
        assertThat(failure.getTextContent()).contains("say \"hi\" it's <b>&amp;</b>", "second line",
                "ctrl:\uFFFD\uFFFD end\ttab 작업 잠금 \uD83D\uDE00");
        assertThat(doc.getElementsByTagName("system-err").item(1).getTextContent()).contains(clean);
    }

    @Test
    void attributesKeepLineBreaksAndTabs() throws Exception {
        GradeReport report = SampleReports.everyStatus();
        Document doc = parse(new GradeReport(report.graderVersion(), "a\nb\tc \"d\"", report.submissionHash(),
                report.seed(), report.labs(), report.compileErrors(), report.millis()), Locale.ENGLISH);
        Element property = (Element) doc.getElementsByTagName("property").item(1);
        assertThat(property.getAttribute("value")).isEqualTo("a\nb\tc \"d\"");
    }

    @Test
    void xmlTextDropsWhatXmlCannotHold() {
        assertThat(XmlText.content("a\u0000b\uD800c\uFFFEd\uD83D\uDE00")).isEqualTo("abcd\uD83D\uDE00");
        assertThat(XmlText.attribute("<&>\"")).isEqualTo("&lt;&amp;&gt;&quot;");
    }

    @Test
    void compileErrorsWithoutChecksStillFailTheBuild() throws Exception {
        Document doc = parse(SampleReports.compileErrorsOnly(), Locale.KOREAN);
        assertThat(doc.getDocumentElement().getAttribute("errors")).isEqualTo("1");
        Element error = (Element) doc.getElementsByTagName("error").item(0);
        assertThat(error.getAttribute("type")).isEqualTo("compile error");
        assertThat(error.getAttribute("message")).startsWith("제출물이 컴파일되지 않습니다");
        assertThat(error.getTextContent()).contains("Broken.java:3");
        assertThat(doc.getElementsByTagName("system-err").item(0).getTextContent()).contains("Broken.java:3");
    }

    @Test
    void anUngradableSubmissionIsOneErroringTestcase() throws Exception {
        Document doc = parse(SampleReports.ungradable(), Locale.ENGLISH);
        assertThat(doc.getDocumentElement().getAttribute("errors")).isEqualTo("1");
        Element error = (Element) testcase(doc, "submission").getElementsByTagName("error").item(0);
        assertThat(error.getAttribute("type")).isEqualTo("ungradable");
        assertThat(error.getAttribute("message")).contains("no .java files under .");
    }

    @Test
    void allPassedHasNoFailureElements() throws Exception {
        Document doc = parse(SampleReports.allPassed(), Locale.ENGLISH);
        assertThat(doc.getElementsByTagName("testcase").getLength()).isEqualTo(2);
        assertThat(doc.getElementsByTagName("failure").getLength()
                + doc.getElementsByTagName("error").getLength()).isZero();
    }

    private static Element testcase(Document doc, String id) {
        NodeList cases = doc.getElementsByTagName("testcase");
        for (int i = 0; i < cases.getLength(); i++) {
            Element testcase = (Element) cases.item(i);
            if (testcase.getAttribute("name").equals(id)) {
                return testcase;
            }
        }
        throw new AssertionError("no testcase " + id);
    }
}
