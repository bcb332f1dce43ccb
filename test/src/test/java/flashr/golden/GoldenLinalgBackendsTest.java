package flashr.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The dense linear algebra goldens ({@code golden/lapack/}) again with each backend that is not the
 * default: the Java fallback forced ({@code options(flashr.linalg.backend = "java")}) and exact mode
 * ({@code options(flashr.exact.blas = TRUE)}); GoldenScriptsTest runs them on the default backend.
 * Every backend must print what GNU R printed. The option is set on the script's first line, so
 * line numbers stay as they are.
 */
class GoldenLinalgBackendsTest {
    private static final Path DIR = GoldenScriptsTest.ROOT.resolve("lapack");
    private static final List<String> MODES = List.of("flashr.linalg.backend = \"java\"", "flashr.exact.blas = TRUE");

    @TestFactory
    Stream<DynamicTest> lapackGoldensOnEveryBackend() throws IOException {
        List<Path> scripts;
        try (Stream<Path> s = Files.list(DIR)) {
            scripts = s.filter(p -> p.toString().endsWith(".R")).sorted().toList();
        }
        return MODES.stream().flatMap(mode -> scripts.stream().map(p -> DynamicTest.dynamicTest(
                p.getFileName() + " with " + mode, p.toUri(), () -> check(p, mode))));
    }

    private static void check(Path script, String mode) throws IOException {
        String name = script.getFileName().toString().replaceFirst("\\.R$", "");
        String expectedOut = GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".out"));
        String expectedErr = GoldenScriptsTest.withoutTraceback(GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".err")));
        String source = "options(" + mode + "); " + Files.readString(script);
        GoldenScriptsTest.Result r = Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run(source, script));
        assertEquals(expectedOut, r.out(), "standard output of " + script.getFileName() + " with " + mode);
        assertEquals(expectedErr, r.err(), "standard error of " + script.getFileName() + " with " + mode);
    }

    private static GoldenScriptsTest.Result run(String source, Path script) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = new Session(o, e).runScript(source, script.toString());
        }
        return new GoldenScriptsTest.Result(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }
}
