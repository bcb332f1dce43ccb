package flashr.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example Java application (examples/embedding) built and run by Maven as a user would, against
 * flashr's artifacts as {@code mvn install} publishes them, without touching the user's Maven
 * repository: flashr-embed and the modules it depends on, with their POMs and the parent POM, are
 * laid out afresh in a repository of the build directory ({@code test/target/example-repository})
 * in Maven's layout (what the install plugin writes), and the
 * example's build uses that repository first and the user's only to read from
 * ({@code -Dmaven.repo.local.tail}, Maven 3.9), so nothing of flashr is built again. {@code mvn compile}
 * resolves flashr-embed's declared dependencies and compiles the example with the plugins flashr's
 * own build uses (no download); the example then runs its k-means on a small data set as its POM's
 * {@code exec:exec} would, on this build's class path.
 */
class EmbeddingExampleTest {
    private static final Path ROOT = Path.of(System.getProperty("flashr.repo.root", "..")).toAbsolutePath().normalize();
    private static final String VERSION = System.getProperty("flashr.version", "0.1.0-SNAPSHOT");
    /** flashr-embed and what it depends on, by module directory. */
    private static final List<String> MODULES = List.of("grammar", "linalg", "runtime", "language", "library", "embed");

    @Test
    void theExampleBuildsAgainstThePublishedArtifactsAndClusters(@TempDir Path tmp) throws Exception {
        // kept in the build directory: plugins the user's repository lacks are fetched once, not every run
        Path repo = ROOT.resolve("test/target/example-repository");
        deleteTree(repo.resolve("flashr"));
        publish("flashr-parent", ROOT.resolve("pom.xml"), null, repo);
        for (String m : MODULES) publish("flashr-" + m, ROOT.resolve(m).resolve("pom.xml"), jarOf(m, tmp), repo);
        Path project = tmp.resolve("example");
        copyTree(ROOT.resolve("examples/embedding"), project);

        String javaHome = System.getProperty("java.home");
        String outerRepo = System.getProperty("flashr.maven.repo", System.getProperty("user.home") + "/.m2/repository");
        ProcessBuilder pb = new ProcessBuilder(ROOT.resolve("mvnw").toString(), "-B", "-q", "-ntp",
                "-f", project.resolve("pom.xml").toString(),
                "-Dmaven.repo.local=" + repo, "-Dmaven.repo.local.tail=" + outerRepo, "compile");
        pb.environment().put("JAVA_HOME", javaHome);
        pb.environment().put("PATH", Path.of(javaHome, "bin") + java.io.File.pathSeparator + System.getenv("PATH"));
        pb.environment().remove("MAVEN_OPTS");
        pb.directory(ROOT.toFile()); // the wrapper finds its settings in .mvn/ from here
        String built = run(pb);
        // run as the example's POM runs it (exec:exec), with flashr's jars and their dependencies from
        // this build's class path: the plugins the build uses are all at hand, exec's may not be offline
        ProcessBuilder app = new ProcessBuilder(Path.of(javaHome, "bin", "java").toString(),
                "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED",
                "-cp", project.resolve("target/classes") + java.io.File.pathSeparator + System.getProperty("java.class.path"),
                "example.KMeansExample", "3000");
        String output = built + run(app);

        // three clusters of about a third of the points each, around the centres the points were drawn from
        assertTrue(output.contains("k-means of 3000 points"), output);
        Matcher m = Pattern.compile("cluster (\\d): (\\d+) points around \\((-?[\\d.]+), (-?[\\d.]+)\\)").matcher(output);
        double[][] centres = {{0, 0}, {6, 1}, {2, 7}};
        int clusters = 0;
        int total = 0;
        while (m.find()) {
            int j = Integer.parseInt(m.group(1)) - 1;
            int size = Integer.parseInt(m.group(2));
            total += size;
            assertTrue(Math.abs(size - 1000) < 30, output);
            assertTrue(Math.abs(Double.parseDouble(m.group(3)) - centres[j][0]) < 0.1, output);
            assertTrue(Math.abs(Double.parseDouble(m.group(4)) - centres[j][1]) < 0.1, output);
            clusters++;
        }
        assertEquals(3, clusters, output);
        assertEquals(3000, total, output);
        assertTrue(output.contains("   [,1]  [,2]\n1 "), "R's printing, captured through the API: " + output);
    }

    /** Runs a process to its end; its output, after asserting that it succeeded. */
    private static String run(ProcessBuilder pb) throws IOException, InterruptedException {
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, p.exitValue(), output);
        return output;
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    /** Puts a POM (and its jar) where {@code mvn install} puts them: groupId/artifactId/version/. */
    private static void publish(String artifact, Path pom, Path jar, Path repo) throws IOException {
        Path dir = repo.resolve("flashr").resolve(artifact).resolve(VERSION);
        Files.createDirectories(dir);
        Files.copy(pom, dir.resolve(artifact + "-" + VERSION + ".pom"));
        if (jar != null) Files.copy(jar, dir.resolve(artifact + "-" + VERSION + ".jar"));
    }

    /**
     * The module's jar as the build packaged it, or, when only its classes are built (a run of the
     * test phase without packaging), a jar of its classes and resources.
     */
    private static Path jarOf(String module, Path tmp) throws IOException {
        Path target = ROOT.resolve(module).resolve("target");
        Path packaged = target.resolve("flashr-" + module + "-" + VERSION + ".jar");
        if (Files.exists(packaged)) return packaged;
        Path classes = target.resolve("classes");
        assertTrue(Files.isDirectory(classes), "build the module " + module + " first");
        Path jar = tmp.resolve("flashr-" + module + ".jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
        return jar;
    }

    /** The example's sources and POM, not what a build of it in the tree left behind. */
    private static void copyTree(Path from, Path to) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(from)) {
            s.filter(Files::isRegularFile).filter(f -> !from.relativize(f).startsWith("target")).forEach(files::add);
        }
        for (Path f : files) {
            Path dest = to.resolve(from.relativize(f).toString());
            Files.createDirectories(dest.getParent());
            Files.copy(f, dest);
        }
    }
}
