package flashr.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console on a real pseudo-terminal (util-linux {@code script}), as a user runs it. */
class ReplTerminalTest {
    private static final Path SCRIPT = Path.of("/usr/bin/script");
    private static final long WAIT_MS = 60_000;

    @TempDir
    Path home;

    /** A flashr console on a pty; keys go in, the screen accumulates. */
    private final class Console implements AutoCloseable {
        final Process process;
        final StringBuffer screen = new StringBuffer();
        final OutputStream keys;
        int seen;

        Console(String term, String... options) throws IOException {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            // SIGINT back to its default: a JVM started with SIGINT ignored (as it is under a suite run in
            // the background of a non-interactive shell) cannot catch it, so Ctrl-C would do nothing
            String cmd = "stty cols 100 rows 30; exec env --default-signal=INT " + java + " --add-modules jdk.incubator.vector"
                    + " --enable-native-access=ALL-UNNAMED -Duser.home=" + home + " -cp " + FlashrProcess.JAR + " flashr.cli.Main"
                    + (options.length == 0 ? "" : " " + String.join(" ", options));
            ProcessBuilder pb = new ProcessBuilder(List.of(SCRIPT.toString(), "-qefc", cmd, "/dev/null")).redirectErrorStream(true);
            pb.environment().put("TERM", term);
            process = pb.start();
            keys = process.getOutputStream();
            Thread reader = new Thread(() -> copy(process.getInputStream()), "pty-reader");
            reader.setDaemon(true);
            reader.start();
        }

        private void copy(InputStream in) {
            byte[] buf = new byte[4096];
            try {
                for (int n; (n = in.read(buf)) > 0; ) screen.append(new String(buf, 0, n, StandardCharsets.UTF_8));
            } catch (IOException e) {
                // the process ended
            }
        }

        /** Waits until {@code text} appears on the screen after what earlier waits saw. */
        void await(String text) throws InterruptedException {
            long end = System.currentTimeMillis() + WAIT_MS;
            while (System.currentTimeMillis() < end) {
                int at = screen.indexOf(text, seen);
                if (at >= 0) {
                    seen = at + text.length();
                    return;
                }
                Thread.sleep(20);
            }
            throw new AssertionError("never saw " + text + " in:\n" + screen);
        }

        void type(String text) throws IOException {
            keys.write(text.getBytes(StandardCharsets.UTF_8));
            keys.flush();
        }

        int exitStatus() throws InterruptedException {
            assertTrue(process.waitFor(WAIT_MS, TimeUnit.MILLISECONDS), screen::toString);
            return process.exitValue();
        }

        @Override
        public void close() {
            // script's child (the REPL) too: killed with script alone, a REPL whose terminal went away
            // was left running
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    @Test
    void promptsContinuesRemembersAndQuits() throws Exception {
        assumeTrue(Files.isExecutable(SCRIPT) && Files.exists(FlashrProcess.JAR), "needs util-linux script and the jar");
        try (Console c = new Console("xterm")) {
            c.await("'q()' to quit.");
            c.await("> ");
            c.type("undefined_thing");
            c.type("\u0003"); // Ctrl-C drops the line
            c.await("> ");
            c.type("x <- 6 * 7\r");
            c.await("> ");
            c.type("f <- function() {\r");
            c.await("+ ");
            c.type("x }\r");
            c.await("> ");
            c.type("f()\r");
            c.await("[1] 42");
            c.type("stop(\"oops\")\r");
            c.await("Error: oops");
            c.type("q(status = 7)\r");
            assertEquals(7, c.exitStatus(), c.screen::toString);
            assertFalse(c.screen.toString().contains("WARNING: Unable"), c.screen::toString);
            assertFalse(c.screen.toString().contains("object 'undefined_thing' not found"), c.screen::toString);
        }
        String history = Files.readString(home.resolve(".flashr_history"));
        assertTrue(history.contains("x <- 6 * 7"), history);
    }

    @Test
    void ctrlCInterruptsRunningCodeAndKeepsTheSession() throws Exception {
        assumeTrue(Files.isExecutable(SCRIPT) && Files.exists(FlashrProcess.JAR), "needs util-linux script and the jar");
        try (Console c = new Console("xterm")) {
            c.await("> ");
            c.type("kept <- 5; n <- 0; f <- function() n <<- n + 1; while (TRUE) f()\r");
            Thread.sleep(1500);
            c.type("\u0003");
            c.await("> ");
            c.type("c(kept, exists(\"f\"))\r");
            c.await("[1] 5 1");
            c.type("for (i in 1:1e9) NULL\r");
            Thread.sleep(1000);
            c.type("\u0003");
            c.await("> ");
            c.type("exists(\"i\")\r");
            c.await("[1] TRUE");
            c.type("q(status = 4)\r");
            assertEquals(4, c.exitStatus(), c.screen::toString);
            assertFalse(c.screen.toString().contains("Error"), c.screen::toString);
        }
    }

    /** Ctrl-C at random moments of plain R loops and of engine passes: each time the prompt comes back and the variables stay. */
    @Test
    void ctrlCAtRandomPointsKeepsTheSession() throws Exception {
        assumeTrue(Files.isExecutable(SCRIPT) && Files.exists(FlashrProcess.JAR), "needs util-linux script and the jar");
        java.util.Random random = new java.util.Random(Long.getLong("flashr.faults.seed", 18));
        String[] work = {
            "s <- 0; for (i in 1:1e9) s <- s + i\r",
            "v <- numeric(0); repeat v <- c(v, length(v))\r",
            "library(FlashR); X <- fm.runif.matrix(1e10, 8); t <- as.vector(fm.agg(fm.sapply(X, \"sqrt\"), \"+\"))\r",
            "m <- matrix(runif(4e6), ncol = 4); for (k in 1:1e6) m <- sqrt(m + 1) + sum(m)\r",
        };
        try (Console c = new Console("xterm")) {
            c.await("> ");
            c.type("kept <- 17\r");
            c.await("> ");
            for (int round = 0; round < 6; round++) {
                c.type(work[random.nextInt(work.length)]);
                Thread.sleep(200 + random.nextInt(1800));
                c.type("\u0003");
                c.await("> ");
                c.type("cat(\"round\", " + round + ", kept, \"\\n\")\r");
                c.await("round " + round + " 17");
            }
            c.type("q(status = 5)\r");
            assertEquals(5, c.exitStatus(), c.screen::toString);
            assertFalse(c.screen.toString().contains("Exception"), c.screen::toString);
        }
    }

    /** A pass of minutes: 1e10 x 8 random numbers, never materialized. */
    private static final String LONG_PASS = "X <- fm.runif.matrix(1e10, 8); s <- as.vector(fm.agg(fm.sapply(X, \"sqrt\"), \"+\"))\r";
    /**
     * Passes over ever larger data until one has taken more than 1.5 s (long enough for a progress
     * line, whatever the machine's speed), then prints "long pass done".
     */
    static final String UNTIL_A_LONG_PASS = "library(FlashR); n <- 1e6; repeat { t <- system.time(fm.materialize("
            + "fm.agg(fm.sapply(fm.runif.matrix(n, 8), \"sqrt\"), \"+\")))[[\"elapsed\"]]; if (t > 1.5) break; n <- n * 4 }; "
            + "cat(\"long\", \"pass\", \"done\\n\")\r";

    @Test
    void ctrlCCancelsALongEnginePassShowingProgressAndKeepsTheData() throws Exception {
        assumeTrue(Files.isExecutable(SCRIPT) && Files.exists(FlashrProcess.JAR), "needs util-linux script and the jar");
        try (Console c = new Console("xterm")) {
            c.await("> ");
            c.type("library(FlashR); kept <- 42; r <- fm.sapply(fm.conv.R2FM(c(1, 4, 9)), \"sqrt\"); invisible(fm.materialize(r))\r");
            c.await("> ");
            c.type(LONG_PASS);
            c.await("Computing: ");     // the progress line, once the pass has run a second
            c.await(" GB/s, ETA ");
            c.type("\u0003");
            c.await("> ");
            String screen = c.screen.toString();
            assertTrue(screen.lastIndexOf("\r\033[K") > screen.lastIndexOf("Computing: "), "the progress line is cleared");
            c.type("kept; exists(\"s\"); as.vector(r)\r");
            c.await("[1] 42");
            c.await("[1] FALSE");
            c.await("[1] 1 2 3");
            c.type("Sys.sleep(600)\r");
            Thread.sleep(1000);
            c.type("\u0003");
            c.await("> ");
            c.type("q(status = 3)\r");
            assertEquals(3, c.exitStatus(), c.screen::toString);
            assertFalse(c.screen.toString().contains("Error"), c.screen::toString);
        }
    }

    @Test
    void noProgressLineWhenTurnedOff() throws Exception {
        assumeTrue(Files.isExecutable(SCRIPT) && Files.exists(FlashrProcess.JAR), "needs util-linux script and the jar");
        try (Console c = new Console("xterm", "--no-progress")) {
            c.await("> ");
            c.type(UNTIL_A_LONG_PASS);
            c.await("long pass done");
            c.type("q()\r");
            assertEquals(0, c.exitStatus(), c.screen::toString);
            assertFalse(c.screen.toString().contains("Computing"), c.screen::toString);
        }
        try (Console c = new Console("xterm")) {
            c.await("> ");
            c.type("options(flashr.progress = FALSE)\r");
            c.await("> ");
            c.type(UNTIL_A_LONG_PASS);
            c.await("long pass done");
            c.type("q()\r");
            assertEquals(0, c.exitStatus(), c.screen::toString);
            assertFalse(c.screen.toString().contains("Computing"), c.screen::toString);
        }
    }

    @Test
    void dumbTerminalWorksWithoutWarnings() throws Exception {
        assumeTrue(Files.isExecutable(SCRIPT) && Files.exists(FlashrProcess.JAR), "needs util-linux script and the jar");
        try (Console c = new Console("dumb")) {
            c.await("> ");
            c.type("1:3 * 2\r");
            c.await("[1] 2 4 6");
            c.type("g <- function() {\r");
            c.await("+ ");
            c.type("3 }\r");
            c.await("> ");
            c.type("g()\r");
            c.await("[1] 3");
            c.type("q()\r");
            assertEquals(0, c.exitStatus(), c.screen::toString);
            assertFalse(c.screen.toString().toLowerCase(java.util.Locale.ROOT).contains("dumb terminal"), c.screen::toString);
        }
    }
}
