package flashr.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.compiler.CompileCommand;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sample of the golden corpus the whole way a user takes it: {@code flashr compile script.R -o
 * app.jar} (the command's own code, {@link CompileCommand}, with the packed flashr.jar as the
 * runtime it copies), then {@code java -jar app.jar} in a process of its own (the boot class, its
 * relaunch on a JDK 25, the stored program, the compiled classes run from the jar); standard output,
 * standard error and exit status must be GNU R's. {@link GoldenScriptsCompiledTest} runs every
 * golden script's compiled classes in this JVM; starting a jar for each of the thousand would cost
 * some 300 s of CPU, so these dozen cover the kinds: typed loops, errors that halt, {@code on.exit},
 * restarts, warnings, S3 operators, a data frame error at top level, engine matrices (the Vector
 * API module the relaunch adds), number printing, {@code sprintf}, seeded random numbers, a
 * {@code glm}.
 */
class GoldenJarSampleTest {
    static final List<String> SAMPLE = List.of("language/typed-loops", "language/error_in_function", "closures/on_exit",
            "conditions/restarts", "conditions/warning_many", "s3/ops-method", "dataframe/toplevel_error",
            "engine/kmeans-named-centres", "printing/doubles_scientific", "strings/sprintf_vectorised",
            "random/rnorm-seeded", "stats/glm-gaussian");

    private static final Path REPO = Path.of(System.getProperty("flashr.repo.root", "..")).toAbsolutePath().normalize();
    private static final Path RUNTIME = REPO.resolve("repl/target/flashr.jar");

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> sampleRunsAsJars() {
        return SAMPLE.stream().map(name -> DynamicTest.dynamicTest(name, () -> check(GoldenScriptsTest.ROOT.resolve(name + ".R"))));
    }

    private static void check(Path script) throws Exception {
        String name = script.getFileName().toString().replaceFirst("\\.R$", "");
        Path jar = dir.resolve(name + ".jar");
        compile(script, jar);
        noArchive(jar);
        Result r = run(List.of(javaBin(), "-jar", jar.toString()));
        String expectedErr = GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".err"));
        assertEquals(GoldenScriptsTest.readOrEmpty(script.resolveSibling(name + ".out")), r.out(), "standard output of " + name);
        assertEquals(GoldenScriptsTest.withoutTraceback(expectedErr), GoldenScriptsTest.withoutTraceback(r.err()), "standard error of " + name);
        // Rscript's status: 1 when an error halted the script, else 0
        assertEquals(expectedErr.contains("Execution halted") ? 1 : 0, r.status(), "exit status of " + name);
    }

    /** {@code flashr compile script -o jar}, as the command line runs it (the script named as the golden runs name it). */
    private static void compile(Path script, Path jar) {
        String previous = System.getProperty("flashr.runtime.jar");
        System.setProperty("flashr.runtime.jar", RUNTIME.toString());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            int status = CompileCommand.run(new String[] {script.toString(), "-o", jar.toString()}, new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        } finally {
            if (previous == null) System.clearProperty("flashr.runtime.jar");
            else System.setProperty("flashr.runtime.jar", previous);
        }
    }

    /**
     * An empty file where the jar's first run would make its class-data archive (some 8 s of CPU a
     * jar): the JVM ignores it, so the run goes on without one. The archive itself is
     * {@code CompiledJarTest}'s.
     */
    private static void noArchive(Path jar) throws Exception {
        Method beside = Class.forName("flashr.boot.StartupArchive").getDeclaredMethod("beside", java.io.File.class, java.io.File.class);
        beside.setAccessible(true);
        Path archive = ((java.io.File) beside.invoke(null, jar.toFile(), new java.io.File(System.getProperty("java.home")))).toPath();
        Files.write(archive, new byte[0]);
        Files.setLastModifiedTime(archive, java.nio.file.attribute.FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 2000));
    }

    record Result(String out, String err, int status) {}

    /** Runs in this JVM's working directory, where the golden runs run. */
    private static Result run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("did not finish in 120 s: " + cmd);
        }
        return new Result(out.join(), err.join(), p.exitValue());
    }

    private static String read(java.io.InputStream s) {
        try {
            return new String(s.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
