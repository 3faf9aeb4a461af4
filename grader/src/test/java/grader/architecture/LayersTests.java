package grader.architecture;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of docs/architecture.md, top to bottom: a package may import its own layer and
 * the layers below it, never one above, and the packages form no circle. A new upward import
 * fails here, naming the classes on both ends.
 */
class LayersTests {
    /** Top to bottom, as docs/architecture.md lists them. */
    static final List<Layer> LAYERS = List.of(
            new Layer("command line", "grader.cli.."),
            new Layer("commands and tools", "grader.course..", "grader.dist..", "grader.kit..", "grader.mutants..",
                    "grader.corpus..", "grader.clauses..", "grader.tools.."),
            new Layer("reports and scores", "grader.report..", "grader.score.."),
            new Layer("coordinator", "grader.coordinator.."),
            new Layer("judge", "grader.judge.."),
            new Layer("checks", "grader.checks.."),
            new Layer("check vocabulary", "grader.check.."),
            new Layer("children's ends", "grader.subject..", "grader.fault.."),
            new Layer("submission", "grader.submission.."),
            new Layer("process", "grader.process.."),
            new Layer("model", "grader.model..", "grader.labs.."));

    record Layer(String name, String... packages) {
    }

    private static JavaClasses grader;
    private static JavaClasses host;

    @BeforeAll
    static void importClasses() {
        ClassFileImporter importer = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS);
        grader = importer.importPackages("grader");
        host = importer.importPackages("subject", "faultchild", "wire");
    }

    @Test
    void noPackageOfTheGraderImportsALayerAboveIts() {
        LayeredArchitecture layers = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (Layer layer : LAYERS) {
            layers = layers.layer(layer.name()).definedBy(layer.packages());
        }
        List<String> above = new ArrayList<>();
        for (Layer layer : LAYERS) {
            if (above.isEmpty()) {
                layers = layers.whereLayer(layer.name()).mayNotBeAccessedByAnyLayer();
            } else {
                layers = layers.whereLayer(layer.name()).mayOnlyBeAccessedByLayers(above.toArray(String[]::new));
            }
            above.add(layer.name());
        }
        layers.check(grader);
    }

    @Test
    void everyPackageOfTheGraderIsInALayer() {
        List<String> named = LAYERS.stream().flatMap(layer -> List.of(layer.packages()).stream())
                .map(pattern -> pattern.substring(0, pattern.length() - 2)).toList();
        noClasses().should().resideOutsideOfPackages(named.stream().map(p -> p + "..").toArray(String[]::new))
                .because("every package of the grader belongs to a layer of docs/architecture.md")
                .check(grader);
    }

    @Test
    void theGradersPackagesFormNoCircle() {
        slices().matching("grader.(*)..").should().beFreeOfCycles().check(grader);
    }

    @Test
    void theWireFormatsImportNeitherChildAndTheChildrenNotEachOtherButThroughTheLocalGate() {
        noClasses().that().resideInAPackage("wire..").should().dependOnClassesThat()
                .resideInAnyPackage("subject..", "faultchild..").check(host);
        noClasses().that().resideInAPackage("subject..").should().dependOnClassesThat()
                .resideInAPackage("faultchild..").check(host);
        // The one door between them: a fault child stops a call before one of its statements
        // through the subject's gating (subject.LocalGate), not a copy of it.
        noClasses().that().resideInAPackage("faultchild..").should().dependOnClassesThat(
                JavaClass.Predicates.resideInAPackage("subject..")
                        .and(DescribedPredicate.not(JavaClass.Predicates.simpleName("LocalGate"))))
                .check(host);
    }

    @Test
    void theHostNeverReachesIntoTheGrader() {
        noClasses().should().dependOnClassesThat().resideInAPackage("grader..").check(host);
    }
}
