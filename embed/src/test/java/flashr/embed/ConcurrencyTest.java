package flashr.embed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cancelling a running evaluation from another thread (as Ctrl-C stops the console's), and
 * independent sessions in parallel threads.
 */
class ConcurrencyTest {
    private static Session quietSession(int threads) {
        return Flashr.session(SessionOptions.defaults().threads(threads).output(new StringWriter()).errors(new StringWriter()));
    }

    /**
     * Runs {@code code} on another thread, waits until R has reached {@code MARK} (which writes a
     * file), cancels, and returns the failure.
     */
    private static Throwable cancelled(Session r, String code, Path dir) throws Exception {
        Path mark = dir.resolve("mark" + System.nanoTime());
        String marked = code.replace("MARK", "writeLines(\"\", \"" + mark + "\")");
        CompletableFuture<RObject> running = CompletableFuture.supplyAsync(() -> {
            try {
                return r.eval(marked);
            } catch (RException e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(mark)) {
            assertTrue(System.nanoTime() < deadline && !running.isDone(), () -> "the evaluation reached its long part: " + running);
            Thread.sleep(5);
        }
        assertTrue(r.cancel(), "it is running");
        ExecutionException e = assertThrows(ExecutionException.class, () -> running.get(60, TimeUnit.SECONDS));
        return e.getCause();
    }

    @Test
    void cancelFromAnotherThreadStopsLoopsSleepsAndEnginePassesAndTheSessionGoesOn(@TempDir Path dir) throws Exception {
        try (Session r = quietSession(2)) {
            r.eval("kept <- 42; library(FlashR)");
            for (String code : new String[] {
                    "before <- 1; MARK; repeat { }",
                    "before <- 2; MARK; while (TRUE) Sys.time()",
                    "before <- 3; MARK; Sys.sleep(600)",
                    "before <- 4; tryCatch({ MARK; repeat {} }, error = function(e) stop(\"an interrupt is no error\"))",
                    "before <- 5; g <- function() { on.exit(unwound <<- TRUE); MARK; repeat {} }; g()",
                    // a pass of minutes over 1e10 x 8 generated numbers
                    "before <- 6; X <- fm.runif.matrix(1e10, 8); MARK; as.vector(fm.agg(fm.sapply(X, \"sqrt\"), \"+\"))",
            }) {
                r.eval("rm(list = intersect(\"before\", ls()))");
                Throwable t = cancelled(r, code, dir);
                assertTrue(t instanceof RCancelledException, code + ": " + t);
                RCancelledException c = (RCancelledException) t;
                assertEquals(List.of("interrupt", "condition"), c.conditionClasses());
                assertEquals(42.0, r.get("kept").asDouble(), code);
                assertTrue(r.exists("before"), code + ": what ran before the cancel keeps its effect");
                assertEquals(6.0, r.eval("sum(1:3)").asDouble(), "the session goes on");
            }
            assertEquals(true, r.get("unwound").toJava(), "on.exit code ran while unwinding");
            assertEquals(1.0, r.eval("as.vector(fm.agg(fm.sapply(fm.conv.R2FM(c(1, 0)), \"sqrt\"), \"+\"))").asDouble(),
                    "the engine computes after a cancelled pass");
            assertFalse(r.cancel(), "nothing runs now");
            r.eval("x <- 1");
            assertEquals(1.0, r.get("x").asDouble(), "a cancel that came too late does not reach the next call");
        }
    }

    @Test
    void interruptingTheWaitingJavaThreadCancelsItsEvaluation() throws Exception {
        try (Session r = quietSession(1)) {
            CountDownLatch waiting = new CountDownLatch(1);
            Throwable[] outcome = new Throwable[1];
            Thread caller = new Thread(() -> {
                waiting.countDown();
                try {
                    r.eval("repeat {}");
                } catch (Throwable t) {
                    outcome[0] = t;
                }
                if (!Thread.currentThread().isInterrupted()) outcome[0] = new AssertionError("the interrupt flag is kept");
            });
            caller.start();
            waiting.await();
            while (!r.isRunning()) Thread.sleep(5);
            caller.interrupt();
            caller.join(60_000);
            assertFalse(caller.isAlive());
            assertTrue(outcome[0] instanceof RCancelledException, String.valueOf(outcome[0]));
            assertEquals(2.0, r.eval("1 + 1").asDouble());
        }
    }

    @Test
    void sessionsInParallelThreadsGiveIndependentResults() throws Exception {
        // what one session computes alone ...
        String code = "set.seed(SEED); x <- matrix(rnorm(600), 300); "
                + "state <- paste(SEED, round(sum(svd(x)$d), 6), sum(x > 0), round(sum(sort(x)[1:10]), 6)); "
                + "for (i in 1:2000) acc <- i; state";
        int sessions = 3;
        List<String> alone = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            try (Session r = quietSession(1)) {
                alone.add(r.eval(code.replace("SEED", Integer.toString(11 + s))).asString());
            }
        }
        // ... it computes beside others, each in its own thread, each session with its own variables
        List<Session> open = new ArrayList<>();
        try {
            List<Future<String>> results = new ArrayList<>();
            CountDownLatch go = new CountDownLatch(1);
            for (int s = 0; s < sessions; s++) {
                Session r = quietSession(1);
                open.add(r);
                int seed = 11 + s;
                r.put("mine", seed);
                results.add(CompletableFuture.supplyAsync(() -> {
                    try {
                        go.await();
                        String last = null;
                        for (int k = 0; k < 2; k++) last = r.eval(code.replace("SEED", Integer.toString(seed))).asString();
                        return last + " " + r.get("mine").asInt();
                    } catch (Exception e) {
                        throw new java.util.concurrent.CompletionException(e);
                    }
                }));
            }
            go.countDown();
            for (int s = 0; s < sessions; s++) assertEquals(alone.get(s) + " " + (11 + s), results.get(s).get(120, TimeUnit.SECONDS));
            assertFalse(open.get(0).exists("nothingShared"));
            open.get(0).put("onlyHere", 1);
            assertFalse(open.get(1).exists("onlyHere"), "sessions do not share variables");
            open.get(1).eval("options(digits = 3)");
            assertEquals("3.141593", open.get(0).eval("format(pi)").asString(), "nor options");
            assertEquals("3.14", open.get(1).eval("format(pi)").asString());
        } finally {
            open.forEach(Session::close);
        }
    }

    @Test
    void oneSessionUsedFromManyThreadsTakesCallsOneAtATime() throws Exception {
        try (Session r = quietSession(1)) {
            r.eval("n <- 0L; bump <- function() { v <- n; for (i in 1:50) NULL; n <<- v + 1L }");
            List<CompletableFuture<Void>> calls = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                calls.add(CompletableFuture.runAsync(() -> {
                    for (int k = 0; k < 25; k++) {
                        try {
                            r.call("bump");
                        } catch (RException e) {
                            throw new java.util.concurrent.CompletionException(e);
                        }
                    }
                }));
            }
            for (var c : calls) c.get(60, TimeUnit.SECONDS);
            assertArrayEquals(new int[] {200}, r.get("n").toIntArray(), "no update lost");
        }
    }

    @Test
    void aClosedSessionRefusesCallsAndItsEngineIsGone() throws Exception {
        Session r = quietSession(1);
        RObject v = r.eval("c(1, 2)");
        r.close();
        r.close();
        assertTrue(r.isClosed());
        assertThrows(IllegalStateException.class, () -> r.eval("1"));
        assertArrayEquals(new double[] {1, 2}, v.toDoubleArray(), "values on the heap stay readable");
    }
}
