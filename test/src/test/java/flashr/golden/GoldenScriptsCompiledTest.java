package flashr.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.compiler.CompiledScript;
import flashr.compiler.ScriptCompiler;
import flashr.parse.ParseError;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every golden script compiled (as {@code flashr compile} compiles it) and run in this JVM from
 * its classes, loaded by their own class loader: it must print what GNU R printed, as the
 * interpreter does ({@link GoldenScriptsTest}), and end with Rscript's exit status. A script with a syntax error is not compiled
 * (the compiler refuses it), so it is skipped here, as is one in which nothing was compiled (no
 * control flow at top level or in a function: it is evaluated as GoldenScriptsTest runs it).
 */
class GoldenScriptsCompiledTest {
    @TestFactory
    Stream<DynamicTest> compiledGoldenScripts() throws IOException {
        return GoldenScriptsTest.scripts().stream().map(p -> DynamicTest.dynamicTest(GoldenScriptsTest.ROOT.relativize(p).toString(), p.toUri(), () -> check(p)));
    }

    private static void check(Path script) throws IOException {
        String name = script.getFileName().toString().replaceFirst("\\.R$", "");
        String expectedOut = GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".out"));
        String expectedErr = GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".err"));
        CompiledScript compiled;
        try {
            compiled = ScriptCompiler.compile(Files.readString(script), script.toString(), "golden.Main");
        } catch (ParseError e) {
            Assumptions.abort("a syntax error: not compiled");
            return;
        }
        // a script whose code is all evaluated runs exactly as in GoldenScriptsTest: not run twice
        Assumptions.assumeTrue(compiled.report().stream().anyMatch(line -> line.startsWith("compiled")),
                "nothing compiled: the interpreter's run covers it");
        GoldenScriptsTest.Result r = Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run(compiled));
        assertEquals(GoldenScriptsTest.withoutAddresses(expectedOut), GoldenScriptsTest.withoutAddresses(r.out()),
                "standard output of " + script.getFileName());
        assertEquals(GoldenScriptsTest.comparableErr(script, expectedErr), GoldenScriptsTest.comparableErr(script, r.err()),
                "standard error of " + script.getFileName());
        // Rscript's status: 1 when an error halted the script, else 0 (no golden script calls q(status =))
        assertEquals(expectedErr.contains("Execution halted") ? 1 : 0, r.status(), "exit status of " + script.getFileName());
    }

    private static GoldenScriptsTest.Result run(CompiledScript compiled) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = compiled.run(new String[0], o, e);
        }
        return new GoldenScriptsTest.Result(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }
}
