package grader.report;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Collectors;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import grader.ProjectPaths;

/** Validates a document against one of the schemas the repository publishes under docs/schemas. */
public final class SchemaCheck {
    private SchemaCheck() {
    }

    /** The validator's complaints, one per line; empty when the document conforms. */
    public static List<String> errors(String schemaFile, String json) throws IOException {
        String schemaText = Files.readString(ProjectPaths.root().resolve("docs/schemas").resolve(schemaFile));
        Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                .getSchema(schemaText, InputFormat.JSON);
        return schema.validate(json, InputFormat.JSON).stream()
                .map(e -> e.getInstanceLocation() + ": " + e.getMessage())
                .collect(Collectors.toList());
    }
}
