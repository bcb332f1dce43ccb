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
 * Runs every {@code golden/**}{@code /*.R} script and compares what it prints with what GNU R
 * printed for it: {@code NAME.out} (standard output) and {@code NAME.err} (standard error,
 * absent when empty). Rscript's "Calls:" traceback line is compared only for scripts named
 * {@code *-calls.R}, written for it: elsewhere it names R's internal closures. Regenerate the
 * expected files with {@code test/regenerate-goldens.sh} on a machine with GNU R.
 */
class GoldenScriptsTest {
    static final Path ROOT = Path.of(System.getProperty("flashr.repo.root", "..")).resolve("test/src/test/resources/golden");

    @TestFactory
    Stream<DynamicTest> goldenScripts() throws IOException {
        List<Path> scripts;
        try (Stream<Path> s = Files.walk(ROOT)) {
            scripts = s.filter(p -> p.toString().endsWith(".R")).sorted().toList();
        }
        return scripts.stream().map(p -> DynamicTest.dynamicTest(ROOT.relativize(p).toString(), p.toUri(), () -> check(p)));
    }

    static void check(Path script) throws IOException {
        String name = script.getFileName().toString().replaceFirst("\\.R$", "");
        String expectedOut = readOrEmpty(script.resolveSibling(name + ".out"));
        boolean calls = name.endsWith("-calls");
        String expectedErr = readOrEmpty(script.resolveSibling(name + ".err"));
        Result r = Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run(script));
        assertEquals(expectedOut, r.out, "standard output of " + script.getFileName());
        assertEquals(calls ? expectedErr : withoutTraceback(expectedErr), calls ? r.err : withoutTraceback(r.err),
                "standard error of " + script.getFileName());
    }

    record Result(String out, String err, int status) {}

    static Result run(Path script) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = new Session(o, e).runScript(Files.readString(script), script.toString());
        }
        return new Result(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }

    static String readOrEmpty(Path p) throws IOException {
        return Files.exists(p) ? Files.readString(p) : "";
    }

    /** Rscript's "Calls: f -> g" line, which depends on R's internal call stack where R code calls R code. */
    static String withoutTraceback(String s) {
        return s.replaceAll("(?m)^Calls: .*\\n", "");
    }
}
