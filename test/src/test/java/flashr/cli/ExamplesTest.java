package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code examples/*.R} through the command line. Where GNU R's output of the
 * example is committed ({@code test/src/test/resources/examples/NAME.out}), the output must
 * match it; otherwise the example must just succeed.
 */
class ExamplesTest {
    static final Path EXPECTED = FlashrProcess.REPO.resolve("test/src/test/resources/examples");

    @TestFactory
    Stream<DynamicTest> examples() throws IOException {
        List<Path> scripts;
        try (Stream<Path> s = Files.list(FlashrProcess.REPO.resolve("examples"))) {
            scripts = s.filter(p -> p.toString().endsWith(".R")).sorted().toList();
        }
        return scripts.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            var r = FlashrProcess.direct(null, p.toString());
            assertEquals(0, r.status(), r.err());
            Path expected = EXPECTED.resolve(p.getFileName().toString().replaceFirst("\\.R$", ".out"));
            if (Files.exists(expected)) assertEquals(Files.readString(expected), r.out());
        }));
    }
}
