package grader.report;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

/**
 * Validates JUnit XML against Surefire's test report XSD (version 3.0), the format Maven writes
 * and CI servers read; the XSD is stored under {@code src/test/resources/grader/report}.
 */
final class SurefireXsd {
    private static final String XSD = "/grader/report/surefire-test-report-3.0.xsd";

    private SurefireXsd() {
    }

    /** The validator's complaints with their line numbers; empty when the document conforms. */
    static List<String> errors(String xml) throws Exception {
        Validator validator = schema().newValidator();
        List<String> errors = new ArrayList<>();
        validator.setErrorHandler(collectingInto(errors));
        validator.validate(new StreamSource(new StringReader(xml)));
        return errors;
    }

    private static Schema schema() throws Exception {
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        // The XSD is read from the class path; nothing it names may be fetched from elsewhere.
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        return factory.newSchema(SurefireXsd.class.getResource(XSD));
    }

    /** Every problem, not only the first, so a failing test names them all. */
    private static ErrorHandler collectingInto(List<String> errors) {
        return new ErrorHandler() {
            @Override
            public void warning(SAXParseException e) {
                errors.add("warning at line " + e.getLineNumber() + ": " + e.getMessage());
            }

            @Override
            public void error(SAXParseException e) {
                errors.add("line " + e.getLineNumber() + ": " + e.getMessage());
            }

            @Override
            public void fatalError(SAXParseException e) {
                errors.add("fatal at line " + e.getLineNumber() + ": " + e.getMessage());
            }
        };
    }
}
