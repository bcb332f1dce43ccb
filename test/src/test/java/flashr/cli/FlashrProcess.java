package flashr.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs the packed {@code flashr.jar} in a child JVM, the way users run it. */
final class FlashrProcess {
    static final Path REPO = Path.of(System.getProperty("flashr.repo.root", "..")).toAbsolutePath().normalize();
    static final Path JAR = REPO.resolve("repl/target/flashr.jar");

    record Result(int status, String out, String err) {}

    private FlashrProcess() {}

    /** {@code java -jar flashr.jar args}: through the boot class, which re-launches with the engine's flags. */
    static Result viaJar(String stdin, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(javaBin(), "-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        return run(cmd, stdin, REPO);
    }

    /** The main class directly, with the flags the launcher passes. */
    static Result direct(String stdin, String... args) throws IOException, InterruptedException {
        return directIn(REPO, stdin, args);
    }

    /** {@link #direct} with {@code dir} as the working directory. */
    static Result directIn(Path dir, String stdin, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(javaBin(), "--add-modules", "jdk.incubator.vector",
                "--enable-native-access=ALL-UNNAMED", "-Xss64m", "-cp", JAR.toString(), "flashr.cli.Main"));
        cmd.addAll(List.of(args));
        return run(cmd, stdin, dir);
    }

    /** The {@code flashr} launcher script with standard output and error merged, as a terminal shows them. */
    static String viaLauncherMerged(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("bash", REPO.resolve("flashr").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(REPO.toFile()).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        pb.environment().put("FLASHR_NO_REBUILD", "1");
        Process p = pb.start();
        String merged = read(p.getInputStream());
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("flashr did not finish in 60 s: " + cmd);
        }
        return merged;
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static Result run(List<String> cmd, String stdin, Path dir) throws IOException, InterruptedException {
        if (!Files.exists(JAR)) throw new IllegalStateException("build the jar first: " + JAR);
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        try (var in = p.getOutputStream()) {
            if (stdin != null) in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("flashr did not finish in 60 s: " + cmd);
        }
        return new Result(p.exitValue(), out.join(), err.join().replace("WARNING: Using incubator modules: jdk.incubator.vector\n", ""));
    }

    private static String read(java.io.InputStream s) {
        try {
            return new String(s.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
