package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code flashr compile} end to end: the packed flashr.jar compiles a script into a jar, and
 * {@code java -jar app.jar args} prints what {@code flashr script.R args} prints, on standard
 * output and standard error, with the same exit status.
 */
class CompiledJarTest {
    @TempDir
    Path dir;

    private static final String SCRIPT = """
            args <- commandArgs(trailingOnly = TRUE)
            cat("args:", args, "\\n")
            fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
            total <- 0
            for (a in args) total <- total + nchar(a)
            message("total ", total)
            f <- function(x) { if (x > 2) warning("big x") ; x }
            f(3)
            print(fib(12))
            if (length(args) > 2) stop("too many arguments") else q(status = length(args))
            """;

    private Path compile(String source, String... options) throws IOException, InterruptedException {
        Path script = dir.resolve("script.R");
        Files.writeString(script, source);
        Path jar = dir.resolve("app.jar");
        List<String> args = new ArrayList<>(List.of("compile", script.toString(), "-o", jar.toString()));
        args.addAll(List.of(options));
        FlashrProcess.Result r = FlashrProcess.direct(null, args.toArray(String[]::new));
        assertEquals(0, r.status(), r.err());
        return jar;
    }

    @Test
    void jarRunsAsTheScriptDoesThroughTheBootClass() throws Exception {
        Path jar = compile(SCRIPT, "--verbose");
        Path script = dir.resolve("script.R");
        for (String[] args : new String[][] {{"x", "yy"}, {"a", "b", "c"}}) {
            FlashrProcess.Result expected = FlashrProcess.directIn(dir, null, prepend("script.R", args));
            // plain java -jar: the boot class relaunches the jar on a JDK 25 with the engine's flags
            List<String> cmd = new ArrayList<>(List.of(javaBin(), "-jar", jar.toString()));
            cmd.addAll(List.of(args));
            FlashrProcess.Result actual = runIn(dir, cmd);
            assertEquals(expected.out(), actual.out(), "stdout");
            assertEquals(expected.err(), actual.err(), "stderr");
            assertEquals(expected.status(), actual.status(), "exit status");
        }
        assertTrue(Files.exists(script));
    }

    @Test
    void syntaxErrorsFailTheCompile() throws Exception {
        Path script = dir.resolve("bad.R");
        Files.writeString(script, "x <- 1\nif (x > ) print(x)\n");
        FlashrProcess.Result r = FlashrProcess.direct(null, "compile", script.toString(), "-o", dir.resolve("bad.jar").toString());
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("Error: " + script + ":2:10: unexpected ')'"), r.err());
        assertTrue(Files.notExists(dir.resolve("bad.jar")));
    }

    @Test
    void verboseListsWhatWasCompiledAndWarnsOfUnknownFunctions() throws Exception {
        Path script = dir.resolve("v.R");
        Files.writeString(script, "g <- function(x) x + 1\nh <- function(n) { for (i in 1:n) g(i) }\nh(2)\nundefined_fn(1)\n");
        FlashrProcess.Result r = FlashrProcess.direct(null, "compile", script.toString(), "-o", dir.resolve("v.jar").toString(), "--verbose");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.err().contains(script + ":4:1: warning: could not find function \"undefined_fn\""), r.err());
        assertTrue(r.err().contains("evaluated  function " + script + ":1:6"), r.err());
        assertTrue(r.err().contains("compiled   function " + script + ":2:6"), r.err());
    }

    private static String[] prepend(String first, String[] rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static FlashrProcess.Result runIn(Path dir, List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        var out = java.util.concurrent.CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        var err = java.util.concurrent.CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        if (!p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the compiled jar did not finish in 120 s");
        }
        return new FlashrProcess.Result(p.exitValue(), out.join(), err.join());
    }

    private static String read(java.io.InputStream s) {
        try {
            return new String(s.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
