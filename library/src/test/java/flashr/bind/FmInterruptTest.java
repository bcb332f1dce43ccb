package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The user's interrupt (what Ctrl-C requests in the console) stops an engine pass in progress, from
 * any builtin that materializes: the input unwinds as R's interrupt (no error, tryCatch(error =) does
 * not see it), earlier variables keep their values and the engine computes right afterwards.
 */
class FmInterruptTest {
    /** A pass of minutes: 1e10 x 8 random numbers, never materialized. */
    private static final String BIG = "X <- fm.runif.matrix(1e10, 8); big <- fm.agg(fm.sapply(X, \"sqrt\"), \"+\")";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    /** Counted down when a pass has completed its first partitions: it is running. */
    private volatile CountDownLatch passRunning;

    FmInterruptTest() {
        FmEngines.setProgressDisplay(session.interpreter(), (done, total) -> {
            if (done >= 4) passRunning.countDown();
        });
    }

    private String run(String code) {
        out.reset();
        err.reset();
        assertNull(session.runInteractive(code));
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }

    /** Runs {@code code}, interrupts it once a pass runs, and returns what it printed. */
    private String interrupted(String code) throws Exception {
        passRunning = new CountDownLatch(1);
        CompletableFuture<String> result = CompletableFuture.supplyAsync(() -> run(code));
        assertTrue(passRunning.await(60, TimeUnit.SECONDS), "a pass started");
        session.interpreter().setInterruptRequested(true);
        String printed = result.get(60, TimeUnit.SECONDS);
        session.interpreter().setInterruptRequested(false);
        return printed;
    }

    @Test
    void interruptStopsPassesOfEveryKindAndKeepsTheSession() throws Exception {
        run("library(FlashR); kept <- 42; small <- fm.conv.R2FM(c(1, 4, 9)); r <- fm.sapply(small, \"sqrt\"); invisible(fm.materialize(r)); " + BIG);
        for (String code : new String[] {
                "v <- as.vector(big)",
                "v <- fm.conv.FM2R(big)",
                "v <- fm.materialize(big)",
                "big",
                "v <- tryCatch(as.vector(big), error = function(e) \"caught\")",
                "v <- as.matrix(big)",
                "v <- fm.sgroupby(fm.sapply(X, \"ceiling\"), \"count\")",
        }) {
            String printed = interrupted(code);
            assertEquals("\n", printed, code + ": R's interrupt prints a new line and nothing else");
            assertEquals("[1] 42\n[1] FALSE\n[1] 1 2 3\n", run("kept; exists(\"v\"); as.vector(r)"), code);
        }
        assertTrue(global("big").matrix().isVirtual(), "a cancelled pass leaves its target virtual");
        assertEquals("[1] TRUE\n", run("as.vector(fm.agg(fm.sapply(small, \"sqrt\"), \"+\")) == 6"));
    }

    @Test
    void interruptEndsSysSleep() throws Exception {
        CompletableFuture<String> result = CompletableFuture.supplyAsync(() -> run("kept <- 1; Sys.sleep(600); kept <- 2"));
        // the interrupt may come before or while the sleep: either way the input unwinds
        while (!session.interpreter().globalEnv().hasLocal("kept")) Thread.sleep(5);
        session.interpreter().setInterruptRequested(true);
        assertEquals("\n", result.get(60, TimeUnit.SECONDS));
        session.interpreter().setInterruptRequested(false);
        assertEquals("[1] 1\n", run("kept"));
    }

    private FmMatrix global(String name) {
        return (FmMatrix) session.interpreter().globalEnv().getLocal(name);
    }
}
