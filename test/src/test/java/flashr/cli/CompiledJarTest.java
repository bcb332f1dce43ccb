package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
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
            g <- function(x) x
            if (length(args) > 5) undefined_fn(1)
            if (length(args) > 2) stop("too many arguments") else q(status = length(args))
            """;

    @Test
    void jarRunsAsTheScriptDoesThroughTheBootClass() throws Exception {
        Path script = dir.resolve("script.R");
        Files.writeString(script, SCRIPT);
        Path jar = dir.resolve("app.jar");
        FlashrProcess.Result compile = compileCommand("compile", script.toString(), "-o", jar.toString(), "--verbose");
        assertEquals(0, compile.status(), compile.err());
        // unknown functions are warnings; --verbose lists what was compiled and what was left to the interpreter (a body that is a variable)
        assertTrue(compile.err().contains(script + ":11:23: warning: could not find function \"undefined_fn\""), compile.err());
        assertTrue(compile.err().contains("compiled   function " + script + ":3:8"), compile.err());
        assertTrue(compile.err().contains("evaluated  function " + script + ":10:6"), compile.err());
        assertRuntimeCopiedAsStored(jar);
        // a new file as any other tool makes it (the user's umask), not a private temporary file
        assertEquals(Files.getPosixFilePermissions(Files.createFile(dir.resolve("plain"))), Files.getPosixFilePermissions(jar));
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

    /** The runtime's entries are in the jar with their stored bytes: same checksum, method and compressed size. */
    private static void assertRuntimeCopiedAsStored(Path jar) throws IOException {
        try (ZipFile runtime = new ZipFile(FlashrProcess.JAR.toFile()); ZipFile app = new ZipFile(jar.toFile())) {
            int copied = 0;
            for (ZipEntry e : java.util.Collections.list(runtime.entries())) {
                if (e.getName().equals("META-INF/MANIFEST.MF") || e.getName().equals("META-INF/")) continue;
                ZipEntry c = app.getEntry(e.getName());
                assertTrue(c != null, e.getName());
                assertEquals(List.of(e.getCrc(), e.getMethod(), e.getCompressedSize(), e.getSize()),
                        List.of(c.getCrc(), c.getMethod(), c.getCompressedSize(), c.getSize()), e.getName());
                copied++;
            }
            assertTrue(copied > 1000, "runtime entries: " + copied);
        }
    }

    /**
     * The class-data archive the first run leaves beside a compiled jar holds the script's classes
     * and what reading its program needs, so a run neither loads them from the jar nor parses the
     * script; a damaged archive is ignored and a stale one made again, with the same output.
     */
    @Test
    void compiledJarArchiveHoldsTheScript() throws Exception {
        Path script = dir.resolve("fib.R");
        Files.writeString(script, "fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)\nprint(fib(15))\ncat('ok', 1:3, '\\n')\n");
        String expected = "[1] 610\nok 1 2 3 \n";
        Path jar = dir.resolve("fib.jar");
        assertEquals(0, compileCommand("compile", script.toString(), "-o", jar.toString()).status());
        List<String> run = List.of(javaBin(), "-jar", jar.toString());
        assertRuns(expected, runIn(dir, run)); // missing: made by this run
        List<Path> made = archives(dir);
        assertEquals(1, made.size(), made.toString());
        Path archive = made.get(0);

        List<String> direct = new ArrayList<>(List.of(javaBin()));
        direct.addAll(List.of(bootFlags()));
        direct.addAll(List.of("-Xshare:on", "-XX:SharedArchiveFile=" + archive, "-Xlog:class+load=info", "-cp", jar.toString(), "app.Main"));
        FlashrProcess.Result logged = runIn(dir, direct);
        assertEquals(0, logged.status(), logged.err());
        for (String c : List.of("app.Main", "app.Main$Fn0", "flashr.parse.StoredAst", "flashr.compiler.rt.Calls")) {
            assertTrue(logged.out().contains(" " + c + " source: shared objects file"), c + " archived:\n" + logged.out());
        }
        assertFalse(logged.out().contains("org.antlr"), "the program is read, not parsed");
        for (String parser : List.of("flashr.parse.RParser ", "flashr.parse.AstBuilder ", "flashr.grammar.")) {
            assertFalse(logged.out().contains(" " + parser), parser + "loaded: the program is read, not parsed");
        }
        String printed = logged.out().lines().filter(l -> !l.matches("^\\[[0-9.]+s\\].*")).map(l -> l + "\n").reduce("", String::concat);
        assertEquals(expected, printed);

        Files.write(archive, new byte[4096]); // damaged: the JVM ignores it
        assertRuns(expected, runIn(dir, run));
        Files.setLastModifiedTime(archive, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 10_000));
        assertRuns(expected, runIn(dir, run)); // stale: made again
        assertTrue(Files.size(archive) > 4096 && Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) > 0,
                "the stale archive was made again");
    }

    private static void assertRuns(String expected, FlashrProcess.Result r) {
        assertEquals("", r.err(), "standard error");
        assertEquals(expected, r.out());
        assertEquals(0, r.status());
    }

    private static List<Path> archives(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jsa")).toList();
        }
    }

    /** The JVM flags the boot class relaunches with. */
    private static String[] bootFlags() throws ReflectiveOperationException {
        java.lang.reflect.Field f = Class.forName("flashr.boot.Boot").getDeclaredField("JVM_FLAGS");
        f.setAccessible(true);
        return (String[]) f.get(null);
    }

    @Test
    void syntaxErrorsFailTheCompile() throws Exception {
        Path script = dir.resolve("bad.R");
        Files.writeString(script, "x <- 1\nif (x > ) print(x)\n");
        FlashrProcess.Result r = compileCommand("compile", script.toString(), "-o", dir.resolve("bad.jar").toString());
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("Error: " + script + ":2:9: unexpected ')'"), r.err());
        assertTrue(Files.notExists(dir.resolve("bad.jar")));
    }

    /** flashr.jar's command line (the runtime the jar copies is flashr.jar itself); writing a 30 MB jar may take a while on a busy machine. */
    private FlashrProcess.Result compileCommand(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(javaBin(), "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
                "-cp", FlashrProcess.JAR.toString(), "flashr.cli.Main"));
        cmd.addAll(List.of(args));
        FlashrProcess.Result r = runIn(dir, cmd);
        return new FlashrProcess.Result(r.status(), r.out(), r.err().replace("WARNING: Using incubator modules: jdk.incubator.vector\n", ""));
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
        if (!p.waitFor(300, java.util.concurrent.TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("did not finish in 300 s: " + cmd);
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
