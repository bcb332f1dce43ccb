package flashr.house;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The house's rules (docs/ARCHITECTURE.md): module dependencies point one way,
 * grammar ← language ← library ← compiler ← repl, with the engine (runtime) below the library's
 * binding and knowing nothing of R, and the BLAS/LAPACK bindings (linalg) below everything: the
 * engine's products call them (runtime → linalg), and linalg depends on nothing of ours, so the
 * arrow is one way. The embedding API (embed) sits on the library beside the compiler, and no
 * module of ours uses it. Checked on the compiled classes of every module.
 */
class ModuleDependenciesTest {
    /** The packages of each module. */
    private static final String[] GRAMMAR = {"flashr.grammar.."};
    private static final String[] LINALG = {"flashr.linalg.."};
    private static final String[] RUNTIME = {"flashr.engine.."};
    private static final String[] LANGUAGE = {"flashr.lang..", "flashr.parse..", "flashr.eval..", "flashr.format.."};
    private static final String[] LIBRARY = {"flashr.base..", "flashr.stats..", "flashr.utils..", "flashr.methods..",
        "flashr.graphics..", "flashr.fm..", "flashr.bind..", "flashr.numeric..", "flashr.rng..", "flashr.rds.."};
    private static final String[] COMPILER = {"flashr.compiler.."};
    private static final String[] REPL = {"flashr.cli..", "flashr.boot.."};
    private static final String[] EMBED = {"flashr.embed.."};

    private static final int MAX_CLASSES_PER_PACKAGE = 60;

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("flashr");
    }

    @Test
    void theEngineKnowsNoR() {
        noClasses().that().resideInAnyPackage(RUNTIME)
                .should().dependOnClassesThat().resideInAnyPackage(concat(GRAMMAR, LANGUAGE, LIBRARY, COMPILER, REPL))
                .check(classes);
    }

    @Test
    void theLinearAlgebraBindingsDependOnNothingOfOurs() {
        noClasses().that().resideInAnyPackage(LINALG)
                .should().dependOnClassesThat().resideInAnyPackage(concat(GRAMMAR, RUNTIME, LANGUAGE, LIBRARY, COMPILER, REPL))
                .check(classes);
    }

    @Test
    void theGrammarDependsOnNothingOfOurs() {
        noClasses().that().resideInAnyPackage(GRAMMAR)
                .should().dependOnClassesThat().resideInAnyPackage(concat(RUNTIME, LANGUAGE, LIBRARY, COMPILER, REPL))
                .check(classes);
    }

    @Test
    void theLanguageKnowsNoLibrary() {
        noClasses().that().resideInAnyPackage(LANGUAGE)
                .should().dependOnClassesThat().resideInAnyPackage(concat(LIBRARY, COMPILER, REPL))
                .check(classes);
    }

    @Test
    void theLibraryKnowsNoCompilerOrConsole() {
        noClasses().that().resideInAnyPackage(LIBRARY)
                .should().dependOnClassesThat().resideInAnyPackage(concat(COMPILER, REPL))
                .check(classes);
    }

    @Test
    void theCompilerKnowsNoConsole() {
        noClasses().that().resideInAnyPackage(COMPILER)
                .should().dependOnClassesThat().resideInAnyPackage(REPL)
                .allowEmptyShould(true)   // the compiler is a skeleton so far
                .check(classes);
    }

    @Test
    void theEmbeddingApiKnowsNoCompilerOrConsole() {
        noClasses().that().resideInAnyPackage(EMBED)
                .should().dependOnClassesThat().resideInAnyPackage(concat(COMPILER, REPL))
                .check(classes);
    }

    /** The embedding API is for programs outside: nothing of ours depends on it. */
    @Test
    void noModuleUsesTheEmbeddingApi() {
        noClasses().that().resideInAnyPackage(concat(GRAMMAR, LINALG, RUNTIME, LANGUAGE, LIBRARY, COMPILER, REPL))
                .should().dependOnClassesThat().resideInAnyPackage(EMBED)
                .check(classes);
    }

    /** A package a reader takes in at a glance: at most about 60 top-level classes. */
    @Test
    void packagesStaySmall() {
        java.util.Map<String, Long> sizes = new java.util.TreeMap<>();
        for (var c : classes) {
            if (c.isTopLevelClass() && !c.getSimpleName().equals("package-info")) sizes.merge(c.getPackageName(), 1L, Long::sum);
        }
        sizes.values().removeIf(n -> n <= MAX_CLASSES_PER_PACKAGE);
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Map.of(), sizes,
                "packages over " + MAX_CLASSES_PER_PACKAGE + " classes: split them by domain");
    }

    private static String[] concat(String[]... groups) {
        return java.util.Arrays.stream(groups).flatMap(java.util.Arrays::stream).toArray(String[]::new);
    }
}
