package flashr.stats.distributions;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The exact signed-rank counts for n = 3000 take R (and flashr) many seconds; an interrupt stops
 * them as it stops R code, and the session goes on with its variables.
 */
class ExactRankInterruptTest {
    @Test
    void interruptStopsALongCountAndTheSessionGoesOn() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        s.runScript("kept <- 42", "set.R");
        // n differs from any earlier call's, so that the counts are computed afresh (the last n is cached)
        CompletableFuture<Integer> run = CompletableFuture.supplyAsync(() -> s.runScript("r <- dsignrank(1, 2999 + sample(1, 1)); cat('finished\\n')", "long.R"));
        Thread.sleep(300);
        s.interpreter().setInterruptRequested(true);
        run.get(60, TimeUnit.SECONDS);
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("finished"), "the count ran to its end: " + out);
        s.runScript("cat(kept, '\\n')", "after.R");
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("42"), "the session lost its variables: " + out + err);
    }
}
