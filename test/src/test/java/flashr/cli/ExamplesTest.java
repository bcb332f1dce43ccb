package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code examples/*.R} through the command line at its default size. Where GNU R's
 * output of the example is committed ({@code test/src/test/resources/examples/NAME.out}, made by
 * {@code test/regenerate-examples.sh}), it runs twice, as is (small data stay R vectors) and with
 * {@code --engine-threshold 1}, which puts every numeric result in the matrix engine as large data
 * are, and both outputs must match R's. An example without R's output (the gallery, whose plain
 * plots the graphics golden tests cover) only has to succeed, and runs once, in the engine: the
 * harder of the two paths. Examples print their timings on standard error, which is not compared.
 */
class ExamplesTest {
    static final Path EXPECTED = FlashrProcess.REPO.resolve("test/src/test/resources/examples");

    @TestFactory
    Stream<DynamicTest> examples() throws IOException {
        List<Path> scripts;
        try (Stream<Path> s = Files.list(FlashrProcess.REPO.resolve("examples"))) {
            scripts = s.filter(p -> p.toString().endsWith(".R")).sorted().toList();
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : scripts) {
            String name = p.getFileName().toString();
            if (Files.exists(expectedOutput(p))) tests.add(DynamicTest.dynamicTest(name, () -> check(p)));
            tests.add(DynamicTest.dynamicTest(name + " in the engine", () -> check(p, "--engine-threshold", "1")));
        }
        return tests.stream();
    }

    private static Path expectedOutput(Path script) {
        return EXPECTED.resolve(script.getFileName().toString().replaceFirst("\\.R$", ".out"));
    }

    private static void check(Path script, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of(options));
        args.add(script.toString());
        var r = FlashrProcess.direct(null, args.toArray(String[]::new));
        assertEquals(0, r.status(), r.err());
        Path expected = expectedOutput(script);
        if (Files.exists(expected)) assertEquals(Files.readString(expected), r.out());
    }
}
