package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The R examples beyond the memory budget. examples/kmeans.R with its data (32768 x 8 doubles, 2 MB) twice the engine's memory budget
 * (1 MB, 256-row partitions): the results that do not fit go to the file store and the script
 * prints exactly what it prints with everything in memory. Every numeric value is in the engine
 * (--engine-threshold 1). 45 s to two minutes on the loaded 2-core machine, so it runs on demand:
 * {@code -Dflashr.examples.outofcore=true}.
 */
@EnabledIfSystemProperty(named = "flashr.examples.outofcore", matches = "true")
class ExamplesOutOfCoreTest {
    @TempDir Path tmp;

    @Test void kmeansBeyondTheBudgetPrintsWhatItPrintsInMemory() throws Exception {
        Path wrap = Files.writeString(tmp.resolve("wrap.R"), """
                source(file.path(Sys.getenv("FLASHR_EXAMPLE")))
                message(grep("for want of memory", capture.output(fm.print.conf()), value = TRUE))
                """);
        String script = FlashrProcess.REPO.resolve("examples/kmeans.R").toString();
        String[] inMemory = run(script, "--engine-threshold", "1", wrap.toString(), "32768");
        String[] onFiles = run(script, "--engine-threshold", "1", "--memory-budget", "1m",
                "--data-dir", tmp.resolve("data").toString(), wrap.toString(), "32768");
        assertEquals(inMemory[0], onFiles[0]);
        assertTrue(onFiles[1].matches("(?s).*for want of memory: [1-9].*"), "results went to files: " + onFiles[1]);
    }

    /**
     * examples/logistic-regression.R with X (32768 x 8 doubles, 2 MB) twice the budget: X, an R
     * vector the engine reads in place, does not fit and is copied into files, and every pass
     * reads it from there; same output as in memory. The engine's counters say that it spilled
     * and that at least X's bytes were written to files (a run that kept X in memory writes none).
     */
    @Test void logisticRegressionBeyondTheBudgetSpillsXAndPrintsWhatItPrintsInMemory() throws Exception {
        Path wrap = Files.writeString(tmp.resolve("wrap.R"), """
                source(file.path(Sys.getenv("FLASHR_EXAMPLE")))
                message(paste(grep("for want of memory|written to files", capture.output(fm.print.conf()), value = TRUE), collapse = "\n"))
                """);
        String script = FlashrProcess.REPO.resolve("examples/logistic-regression.R").toString();
        String[] inMemory = run(script, "--engine-threshold", "1", wrap.toString(), "32768");
        String[] onFiles = run(script, "--engine-threshold", "1", "--memory-budget", "1m",
                "--data-dir", tmp.resolve("data").toString(), wrap.toString(), "32768");
        assertEquals(inMemory[0], onFiles[0]);
        assertTrue(onFiles[1].matches("(?s).*for want of memory: [1-9].*"), "results went to files: " + onFiles[1]);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("matrices written to files: (\\d+) .*?, (\\d+) bytes of data").matcher(onFiles[1]);
        assertTrue(m.find(), onFiles[1]);
        assertTrue(Long.parseLong(m.group(1)) >= 1 && Long.parseLong(m.group(2)) >= 32768L * 8 * 8, "X's bytes went to files: " + onFiles[1]);
        assertTrue(!inMemory[1].contains("matrices written to files") || inMemory[1].contains("matrices written to files: 0 "), inMemory[1]);
    }

    /** Standard output and error of flashr on {@code script} (wrapped), with 256-row partitions. */
    private String[] run(String script, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", "-Xss64m",
                "-Dflashr.partition.rows=256", "-cp", FlashrProcess.JAR.toString(), "flashr.cli.Main"));
        cmd.addAll(List.of(args));
        Path out = tmp.resolve("out.txt"), err = tmp.resolve("err.txt");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(FlashrProcess.REPO.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("FLASHR_EXAMPLE", script);
        Process p = pb.start();
        if (!p.waitFor(600, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("flashr did not finish in 600 s: " + cmd);
        }
        assertEquals(0, p.exitValue(), Files.readString(err));
        return new String[] {Files.readString(out), Files.readString(err)};
    }
}
