package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * flashr under faults: what a user sees is R's error (never a Java one), the session or the
 * process goes on where R's would, and no file is left half-written. Ctrl-C at random points is
 * in {@link ReplTerminalTest} (it needs a terminal); docs/RELIABILITY.md lists the whole suite.
 */
class FaultSuiteTest {
    @TempDir
    Path dir;

    record Result(int status, String out, String err) {}

    /** The main class in a child JVM with {@code jvmFlags}, in {@link #dir}. */
    private Result run(List<String> jvmFlags, String... args) throws IOException, InterruptedException {
        Process p = start(jvmFlags, args);
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        p.getOutputStream().close();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("flashr did not finish in 120 s");
        }
        return new Result(p.exitValue(), out.join(), err.join().replace("WARNING: Using incubator modules: jdk.incubator.vector\n", ""));
    }

    private Process start(List<String> jvmFlags, String... args) throws IOException {
        assumeTrue(Files.exists(FlashrProcess.JAR), "needs the jar");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules", "jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED", "-Xss64m"));
        cmd.addAll(jvmFlags);
        cmd.addAll(List.of("-cp", FlashrProcess.JAR.toString(), "flashr.cli.Main"));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).directory(dir.toFile()).start();
    }

    private static String read(InputStream s) {
        try {
            return new String(s.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void assertNoJava(Result r) {
        for (String s : new String[] {r.out(), r.err()}) {
            assertFalse(s.contains("java.") || s.contains("Exception") || s.contains("\tat "), s);
        }
    }

    @Test
    void endlessRecursionIsRsErrorAndTheConsoleGoesOn() throws IOException {
        ReplTest.Run r = ReplTest.type("x <- 5\nf <- function(n) f(n + 1)\nf(1)\nx\ng <- function(n) if (n > 0) g(n - 1) else \"deep\"\ng(2000)\n");
        assertEquals(0, r.status());
        assertTrue(r.screen().contains("Error: evaluation nested too deeply: infinite recursion / options(expressions=)?\n> [1] 5\n"), r.screen());
        assertTrue(r.screen().contains("[1] \"deep\""), r.screen());
    }

    @Test
    void exhaustedHeapIsRsErrorAndCanBeCaught() throws Exception {
        Result r = run(List.of("-Xmx160m"), "-e",
                "x <- 5; r <- tryCatch(numeric(1e9), error = function(e) conditionMessage(e)); print(r); x",
                "-e", "l <- list(); for (i in 1:1e6) l[[i]] <- numeric(1e5)");
        assertEquals(1, r.status(), r.err());
        // a vector larger than the heap's maximum is refused up front, as R's failed allocation;
        // many that fit one by one exhaust the heap
        assertEquals("[1] \"cannot allocate vector of size 7.5 Gb\"\n[1] 5\n", r.out());
        assertEquals("Error: vector memory exhausted (limit reached?)\nExecution halted\n", r.err());
        assertNoJava(r);
    }

    @Test
    void exhaustedMemoryBudgetNamesTheFlag() throws Exception {
        Result r = run(List.of(), "--memory-budget", "16m", "-e",
                // a result asked for in memory (one that may go to files spills there instead)
                "library(FlashR); X <- fm.runif.matrix(4e6, 8); kept <- 1; r <- try(fm.conv.store(X * 2, in.mem = TRUE), silent = TRUE); cat(r); kept");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("Error in fm.conv.store(X * 2, in.mem = TRUE) : \n  cannot allocate vector of size 64.0 Mb: "), r.out());
        assertTrue(r.out().contains("--memory-budget SIZE"), r.out());
        assertTrue(r.out().endsWith("[1] 1\n"), r.out());
        assertNoJava(r);
    }

    /** kill -9 while saveRDS writes, at random moments: the file is always a whole one, old or new. */
    @Test
    void killDuringAWriteLeavesAWholeFile() throws Exception {
        Path file = dir.resolve("big.rds");
        Random random = new Random(18);
        Result first = run(List.of(), "-e", "saveRDS(runif(10), \"big.rds\")");
        assertEquals(0, first.status(), first.err());
        for (int round = 0; round < 3; round++) {
            Process p = start(List.of(), "-e", "for (i in 1:100000) saveRDS(runif(3e5), \"big.rds\")");
            Thread.sleep(1500 + random.nextInt(1500));
            p.destroyForcibly(); // SIGKILL
            p.waitFor(30, TimeUnit.SECONDS);
            try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
                byte[] all = in.readAllBytes(); // a cut file ends the gzip stream early: EOFException
                assertTrue(all.length > 20 && all[0] == 'X' && all[1] == '\n', "an RDS stream");
            }
        }
        Result after = run(List.of(), "-e", "length(readRDS(\"big.rds\")) %in% c(10, 3e5)");
        assertEquals("[1] TRUE\n", after.out(), after.err());
    }

    /**
     * SIGKILL while a named matrix is written to the file store: its files are written under
     * temporary names and renamed only when complete, so the next process finds the last complete
     * matrix, whole, and deletes the killed process's temporary files and session folder at start.
     */
    @Test
    void killDuringANamedMatrixWriteLeavesTheLastCompleteMatrix() throws Exception {
        Path data = dir.resolve("data");
        Path conf = Files.writeString(dir.resolve("flashr.conf"), "data.dirs = " + data + "\n");
        String use = "fm.set.conf(\"" + conf + "\"); ";
        Result first = run(List.of(), "-e", use + "X <- fm.runif.matrix(4e6, 4, name = \"K\"); cat(\"made\\n\")");
        assertEquals("made\n", first.out(), first.err());
        Random random = new Random(19);
        int killedMidWrite = 0;
        for (int round = 0; round < 3; round++) {
            Process p = start(List.of(), "-e", use + "for (i in 1:1000) X <- fm.runif.matrix(4e6, 4, name = \"K\")");
            Thread.sleep(2000 + random.nextInt(2000));
            p.destroyForcibly(); // SIGKILL, most likely mid-write (writing is nearly all the loop does)
            p.waitFor(30, TimeUnit.SECONDS);
            try (var files = Files.list(data.resolve("matrices"))) {
                if (files.anyMatch(f -> f.getFileName().toString().startsWith("K.0.fm.tmp-"))) killedMidWrite++;
            }
            Result after = run(List.of(), "-e", use + "m <- fm.get.dense.matrix(\"K\"); s <- as.vector(colSums(m)); cat(dim(m), all(s > 1.9e6 & s < 2.1e6), \"\\n\")");
            assertEquals("4000000 4 TRUE \n", after.out(), after.err());
            try (var files = Files.walk(data)) {
                List<String> left = files.filter(Files::isRegularFile).map(f -> data.relativize(f).toString()).sorted().toList();
                assertEquals(List.of("matrices/K.0.fm"), left, "no temporary file or session folder of a killed run stays");
            }
        }
        assertTrue(killedMidWrite > 0, "a kill hit a write (its temporary file was there)");
    }

    @Test
    void fullDiskIsAnErrorAndTheOldFileStays() throws Exception {
        Files.writeString(dir.resolve("f.csv"), "old\n");
        Result r = run(List.of("-Dflashr.faults.diskFullAfter=4096"), "-e",
                "r <- try(write.csv(data.frame(x = 1:5000), \"f.csv\")); r <- try(saveRDS(runif(1e4), \"f.rds\")); cat(readLines(\"f.csv\"), file.exists(\"f.rds\"), \"\\n\")");
        assertEquals(0, r.status(), r.err());
        assertEquals("Error in cat(text, file = file, append = append) : \n  Error writing to connection:  No space left on device\n"
                + "Error in saveRDS(runif(10000), \"f.rds\") : \n  Error writing to connection:  No space left on device\n", r.err());
        assertEquals("old FALSE \n", r.out());
        try (var s = Files.list(dir)) {
            assertEquals(List.of("f.csv"), s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void corruptAndUnreadableInputsAreRsErrors() throws Exception {
        byte[] junk = new byte[300];
        new Random(7).nextBytes(junk);
        junk[0] = 'Q';
        Files.write(dir.resolve("junk.rds"), junk);
        Result made = run(List.of(), "-e", "saveRDS(runif(1000), \"good.rds\")");
        assertEquals(0, made.status(), made.err());
        byte[] good = Files.readAllBytes(dir.resolve("good.rds"));
        Files.write(dir.resolve("cut.rds"), java.util.Arrays.copyOf(good, good.length / 2));
        Result r = run(List.of(), "-e", "for (f in c(\"junk.rds\", \"cut.rds\", \"none.rds\")) try(readRDS(f)); try(read.csv(\"none.csv\")); ok <- TRUE; ok");
        assertEquals(0, r.status(), r.err());
        assertEquals("[1] TRUE\n", r.out());
        assertEquals("Error in readRDS(f) : unknown input format\n"
                + "Error in readRDS(f) : error reading from connection\n"
                + "Error in gzfile(file, \"rb\") : cannot open the connection\n"
                + "In addition: Warning message:\n"
                + "In gzfile(file, \"rb\") :\n  cannot open compressed file 'none.rds', probable reason 'No such file or directory'\n"
                + "Error in file(file, \"rt\") : cannot open the connection\n"
                + "In addition: Warning message:\n"
                + "In file(file, \"rt\") :\n  cannot open file 'none.csv': No such file or directory\n", r.err());
        assertNoJava(r);
    }
}
