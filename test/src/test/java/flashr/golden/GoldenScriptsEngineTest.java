package flashr.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.bind.EngineThreshold;
import flashr.bind.FmEngines;
import flashr.engine.EngineConfig;
import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The golden corpus again, with every numeric result of a builtin held by the matrix engine
 * (engine threshold 0) in 8-row partitions on 2 threads: engine values must be indistinguishable
 * from R vectors, so each script must print exactly what GNU R printed. The few scripts listed in
 * {@link #KNOWN} differ for a documented reason and are skipped.
 */
class GoldenScriptsEngineTest {
    /** Scripts whose output differs under the engine, with the reason. */
    static final Map<String, String> KNOWN = Map.of("conditions/huge-sizes.R",
            "products of 1e6 x 1 by 1 x 1e6 in the engine are lazy matrices (kept virtual, written to files "
            + "when materialized), not the 7450 Gb allocations GNU R refuses",
            "arith/mod-accuracy.R", "the engine's %% computes R's values but its element functions raise no "
            + "\"probable complete loss of accuracy in modulus\" warning",
            "math/long-double-cancellation.R", "the engine adds a long run in compensated double-double lanes merged into the long "
            + "double (docs/ENGINE.md, sums of doubles): R's sum to within the long double's rounding, so a sum that loses "
            + "most of its bits to cancellation (1e20, small values, -1e20) keeps more of them than R's sequential one");

    @TestFactory
    Stream<DynamicTest> goldenScriptsInTheEngine() throws IOException {
        return GoldenScriptsTest.scripts().stream()
                .filter(p -> !KNOWN.containsKey(GoldenScriptsTest.ROOT.relativize(p).toString()))
                .map(p -> DynamicTest.dynamicTest(GoldenScriptsTest.ROOT.relativize(p).toString(), p.toUri(), () -> check(p)));
    }

    private static void check(Path script) throws IOException {
        check(script, EngineConfig.builder().threads(2).partitionRows(8).build());
    }

    /** Runs the script with an engine of this configuration and compares its output with GNU R's. */
    static void check(Path script, EngineConfig config) throws IOException {
        String name = script.getFileName().toString().replaceFirst("\\.R$", "");
        String expectedOut = GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".out"));
        String expectedErr = GoldenScriptsTest.withoutTraceback(GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".err")));
        GoldenScriptsTest.Result r = Assertions.assertTimeoutPreemptively(Duration.ofSeconds(60), () -> run(script, config));
        assertEquals(GoldenScriptsTest.withoutAddresses(expectedOut), GoldenScriptsTest.withoutAddresses(r.out()), "standard output of " + script.getFileName());
        assertEquals(expectedErr, GoldenScriptsTest.withoutTraceback(r.err()), "standard error of " + script.getFileName());
    }

    private static GoldenScriptsTest.Result run(Path script, EngineConfig config) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            Session session = new Session(o, e);
            FmEngines.configure(session.interpreter(), config);
            session.interpreter().setEngineStorage(EngineThreshold.of(session.interpreter(), 0));
            try {
                status = session.runScript(Files.readString(script), script.toString());
            } finally {
                FmEngines.close(session.interpreter());
            }
        }
        return new GoldenScriptsTest.Result(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }
}
