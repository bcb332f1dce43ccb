package flashr.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The corpus's {@code long-vectors/} scripts with flashr's vector limit lowered below their sizes
 * ({@code -Dflashr.vectors.max}, in a JVM of their own, since the limit is read once): vectors
 * GNU R holds on any machine then take flashr's long-vector paths (lazy engine constants and
 * generators, element access and assignment as engine nodes, passes for sums), and GNU R's output
 * for the same script, in the corpus, is what they must print. The other golden runs check the
 * same scripts on heap vectors and in the engine's modes.
 */
class GoldenLongVectorsTest {
    /** The lowered limit: the scripts' long vectors have more elements. */
    static final long LIMIT = 20_000;

    @TestFactory
    Stream<DynamicTest> longVectorScripts() throws IOException {
        Path dir = GoldenScriptsTest.ROOT.resolve("long-vectors");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".R")).sorted().toList().stream()
                    .map(p -> DynamicTest.dynamicTest(GoldenScriptsTest.ROOT.relativize(p).toString(), () -> check(p)));
        }
    }

    /** The limit is in force in the child JVM: a vector of characters (which the engine does not hold) past it is refused. */
    @Test
    void theLoweredLimitIsInForce() throws IOException, InterruptedException {
        String[] r = flashr(GoldenScriptsTest.ROOT, "-e", "r <- try(character(2e5), silent = TRUE); cat(r)");
        assertEquals("Error : cannot allocate vector of size 1.5 Mb\n", r[0], r[1]);
    }

    private static void check(Path script) throws IOException, InterruptedException {
        String name = script.getFileName().toString().replaceFirst("\\.R$", "");
        String[] r = flashr(script.getParent(), script.getFileName().toString());
        assertEquals(GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".out")), r[0], "standard output of " + name);
        assertEquals(GoldenScriptsTest.withoutTraceback(GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".err"))),
                GoldenScriptsTest.withoutTraceback(r[1]), "standard error of " + name);
    }

    /** Standard output and error of flashr run with {@code args} in {@code dir}, under the lowered limit. */
    private static String[] flashr(Path dir, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", "-Xss64m",
                "-Dflashr.vectors.max=" + LIMIT, "-cp", System.getProperty("java.class.path"), "flashr.cli.Main"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).start();
        p.getOutputStream().close();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("flashr did not finish in 120 s: " + cmd);
        }
        return new String[] {out.join(), err.join().replace("WARNING: Using incubator modules: jdk.incubator.vector\n", "")};
    }

    private static String read(InputStream s) {
        try {
            return new String(s.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
