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
 * {@code *-calls.R} or in {@code tracebacks/}, written for it: elsewhere it names R's internal
 * closures. The times of system.time's "Timing stopped at:" and the addresses of byte code vary and
 * are not compared. Regenerate the
 * expected files with {@code test/regenerate-goldens.sh} on a machine with GNU R.
 */
class GoldenScriptsTest {
    static final Path ROOT = Path.of(System.getProperty("flashr.repo.root", "..")).resolve("test/src/test/resources/golden");

    @TestFactory
    Stream<DynamicTest> goldenScripts() throws IOException {
        return scripts().stream().map(p -> DynamicTest.dynamicTest(ROOT.relativize(p).toString(), p.toUri(), () -> check(p)));
    }

    /** The corpus's scripts in order; {@code -Dflashr.golden.only=PART} keeps those whose path contains PART. */
    static List<Path> scripts() throws IOException {
        String only = System.getProperty("flashr.golden.only", "");
        try (Stream<Path> s = Files.walk(ROOT)) {
            return s.filter(p -> p.toString().endsWith(".R") && ROOT.relativize(p).toString().contains(only)).sorted().toList();
        }
    }

    static void check(Path script) throws IOException {
        String name = script.getFileName().toString().replaceFirst("\\.R$", "");
        String expectedOut = readOrEmpty(script.resolveSibling(name + ".out"));
        String expectedErr = readOrEmpty(script.resolveSibling(name + ".err"));
        Result r = Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run(script));
        assertEquals(withoutAddresses(expectedOut), withoutAddresses(r.out), "standard output of " + script.getFileName());
        assertEquals(comparableErr(script, expectedErr), comparableErr(script, r.err), "standard error of " + script.getFileName());
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
        return withoutTimes(s.replaceAll("(?m)^Calls: .*\\n", ""));
    }

    /** Standard error as compared: with the Calls: line only for scripts written for it. */
    static String comparableErr(Path script, String err) {
        String name = script.getFileName().toString();
        boolean calls = name.endsWith("-calls.R") || script.getParent().getFileName().toString().equals("tracebacks");
        return calls ? withoutTimes(err) : withoutTraceback(err);
    }

    /** Where a byte-compiled function's code lies ({@code <bytecode: 0x55d1c8a3e2b8>}): it varies from run to run. */
    static String withoutAddresses(String s) {
        return s.replaceAll("<bytecode: 0x[0-9a-f]+>", "<bytecode>");
    }

    /** The times of system.time's "Timing stopped at: 0.001 0 0.001" (they vary from run to run). */
    private static String withoutTimes(String s) {
        return s.replaceAll("(?m)^Timing stopped at: [-0-9.e+ ]*$", "Timing stopped at: <times>");
    }
}
