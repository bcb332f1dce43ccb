package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launchers' start-up archive (a class-data archive beside the jar, made once per jar and
 * JDK): whether it is missing, present, stale, made by another JDK or damaged, a run prints the
 * same and nothing else, and a missing or stale one is made again. Each test works on a copy of
 * the jar (and of the {@code flashr} script) in a folder of its own, so it never touches the
 * tree's archive.
 */
class StartupArchiveTest {
    private static final String PROGRAM = "x <- c(3, 1, 2); print(sort(x)); cat(sum(x), '\\n')";
    private static final String EXPECTED = "[1] 1 2 3\n6 \n";
    private static final Path JDK = Path.of(System.getProperty("java.home"));

    @TempDir
    Path dir;

    record Run(int status, String out, String err) {}

    /** The links of {@link #otherJdk} go before the folder is deleted (never what they point to). */
    @AfterEach
    void unlinkOtherJdk() throws IOException {
        Path home = dir.resolve("other-jdk");
        if (!Files.isDirectory(home)) return;
        try (Stream<Path> entries = Files.list(home)) {
            for (Path e : (Iterable<Path>) entries::iterator) {
                if (Files.isSymbolicLink(e)) Files.delete(e);
            }
        }
    }

    @Test
    void scriptMakesUsesAndRemakesItsArchive() throws Exception {
        Path target = scriptTree();
        assertPrintsExpected(viaScript(JDK));
        List<Path> made = archives(target);
        assertEquals(1, made.size(), "one archive after the first run: " + made);
        Path archive = made.get(0);
        assertTrue(archive.getFileName().toString().contains(Runtime.version().toString()),
                "named after the JDK: " + archive);

        FileTime first = Files.getLastModifiedTime(archive);
        assertPrintsExpected(viaScript(JDK));
        assertEquals(first, Files.getLastModifiedTime(archive), "a current archive is used, not remade");

        // damaged in place (the JVM's own check rejects it): the run goes on without it
        byte[] whole = Files.readAllBytes(archive);
        Files.write(archive, java.util.Arrays.copyOf(whole, whole.length / 3));
        assertPrintsExpected(viaScript(JDK));
        Files.write(archive, "not an archive\n".getBytes(StandardCharsets.US_ASCII));
        assertPrintsExpected(viaScript(JDK));

        // an archive older than the jar (a rebuild since), and another JDK: the stale archive goes, the other JDK makes its own
        Path jar = target.resolve("flashr.jar");
        Files.setLastModifiedTime(archive, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 10_000));
        Path other = otherJdk();
        assertPrintsExpected(viaScript(other));
        List<Path> now = archives(target);
        assertFalse(now.contains(archive), "the stale archive is gone: " + now);
        assertEquals(1, now.size(), now.toString());
        assertTrue(now.get(0).getFileName().toString().contains("another.build"), "named after the other JDK: " + now);
        assertTrue(Files.getLastModifiedTime(now.get(0)).compareTo(Files.getLastModifiedTime(jar)) > 0);
    }

    @Test
    void jarMakesItsArchiveAndSurvivesADamagedOne() throws Exception {
        Path jar = dir.resolve("flashr.jar");
        Files.copy(FlashrProcess.JAR, jar);
        assertPrintsExpected(viaJar(jar));
        List<Path> made = archives(dir);
        assertEquals(1, made.size(), "one archive after the first run: " + made);
        Path archive = made.get(0);
        FileTime first = Files.getLastModifiedTime(archive);
        assertPrintsExpected(viaJar(jar));
        assertEquals(first, Files.getLastModifiedTime(archive), "a current archive is used, not remade");

        Files.write(archive, new byte[4096]);
        assertPrintsExpected(viaJar(jar));
        // an archive the script made for the same JDK has the same name: the two launchers share it
        Path script = scriptTree();
        Files.copy(archive, script.resolve(archive.getFileName()));
        Files.setLastModifiedTime(script.resolve(archive.getFileName()),
                FileTime.fromMillis(Files.getLastModifiedTime(script.resolve("flashr.jar")).toMillis() + 1_000));
        assertPrintsExpected(viaScript(JDK));
        assertEquals(List.of(script.resolve(archive.getFileName())), archives(script));
    }

    private static void assertPrintsExpected(Run r) {
        assertEquals(0, r.status(), "exit status; stderr: " + r.err());
        assertEquals(EXPECTED, r.out());
        assertEquals("", r.err(), "nothing on standard error");
    }

    /** A copy of the launcher script, its JDK finder and the jar; returns the copy's repl/target. */
    private Path scriptTree() throws IOException {
        Path root = Files.createDirectories(dir.resolve("tree"));
        Files.createDirectories(root.resolve("bin"));
        Path target = Files.createDirectories(root.resolve("repl/target"));
        Files.copy(FlashrProcess.REPO.resolve("flashr"), root.resolve("flashr"));
        Files.copy(FlashrProcess.REPO.resolve("bin/find-jdk.sh"), root.resolve("bin/find-jdk.sh"));
        if (!Files.exists(target.resolve("flashr.jar"))) Files.copy(FlashrProcess.JAR, target.resolve("flashr.jar"));
        return target;
    }

    /** The test's JDK under another name and version: its folders linked, its release file its own. */
    private Path otherJdk() throws IOException {
        Path home = Files.createDirectories(dir.resolve("other-jdk"));
        try (Stream<Path> entries = Files.list(JDK)) {
            for (Path e : (Iterable<Path>) entries::iterator) {
                if (!e.getFileName().toString().equals("release")) Files.createSymbolicLink(home.resolve(e.getFileName()), e);
            }
        }
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"" + Runtime.version().feature()
                + "\"\nJAVA_RUNTIME_VERSION=\"" + Runtime.version().feature() + "-another.build\"\n");
        return home;
    }

    private static List<Path> archives(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".jsa")).sorted().toList();
        }
    }

    private Run viaScript(Path javaHome) throws Exception {
        Path root = dir.resolve("tree");
        return run(List.of("bash", root.resolve("flashr").toString(), "-e", PROGRAM),
                Map.of("FLASHR_NO_REBUILD", "1", "JAVA_HOME", javaHome.toString()));
    }

    private Run viaJar(Path jar) throws Exception {
        return run(List.of(JDK.resolve("bin/java").toString(), "-jar", jar.toString(), "-e", PROGRAM),
                Map.of("JAVA_HOME", JDK.toString()));
    }

    /** Runs {@code cmd}; the training run that makes an archive may take a while on a busy machine. */
    private Run run(List<String> cmd, Map<String, String> env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(cmd)).directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().putAll(env);
        Process p = pb.start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        if (!p.waitFor(600, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("did not finish in 600 s: " + cmd);
        }
        return new Run(p.exitValue(), out.join(), err.join());
    }

    private static String read(java.io.InputStream s) {
        try {
            return new String(s.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
