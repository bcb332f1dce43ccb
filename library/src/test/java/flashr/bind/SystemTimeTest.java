package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * system.time(expr) times the engine work expr asked for: engine values it made and left lazy
 * are computed before its clock stops (together, in one pass when they share their data), values
 * made before it are left alone, and what the script computes afterwards is unchanged.
 */
class SystemTimeTest {
    private final EngineTestSession session = new EngineTestSession(1000);

    private boolean computed(String name) {
        return session.global(name) instanceof FmMatrix fm ? fm.isComputed() : true;
    }

    @Test
    void lazyValuesMadeInsideAreComputedOnTheClock() {
        session.run("set.seed(3); A <- matrix(runif(8000), ncol = 4); B <- matrix(runif(16), 4); D <- A * 2");
        long before = session.passes();
        String out = session.run("tm <- system.time({C <- A %*% B; s <- max(C)}); print(class(tm)); print(length(tm))");
        assertEquals("[1] \"proc_time\"\n[1] 5\n", out);
        assertTrue(session.global("C") instanceof FmMatrix, "C is an engine value");
        assertTrue(computed("C"), "the product was computed inside system.time");
        assertTrue(computed("s"), "its maximum too");
        assertEquals(before + 1, session.passes(), "one pass computes the product and its maximum");
        assertFalse(computed("D"), "a lazy value made before system.time stays lazy");
        long after = session.passes();
        assertEquals("[1] TRUE\n", session.run("print(isTRUE(all.equal(s, max(A %*% B))))"));
        assertTrue(session.passes() > after);
    }

    @Test
    void theExpressionsValueIsComputedToo() {
        session.run("x <- as.numeric(1:5000)");
        long before = session.passes();
        session.run("invisible(system.time(sum(sqrt(x) * 2)))");
        assertEquals(before + 1, session.passes(), "the sum nobody kept was still computed");
        before = session.passes();
        session.run("f <- function() { y <- x + 1; z <- y * 3; invisible(NULL) }; invisible(system.time(f()))");
        assertEquals(before, session.passes(), "values a function made and dropped are not computed");
    }

    @Test
    void aValueLargerThanHalfTheMemoryBudgetStaysLazy() {
        long before = session.passes();
        session.run("invisible(system.time({R <- fm.runif.matrix(3e8, 8); s <- fm.agg(fm.runif.matrix(2000, 3), \"+\")}))");
        assertFalse(computed("R"), "19 GB of random numbers are left to their uses");
        assertTrue(computed("s"), "the small sink beside it is computed");
        assertEquals(before + 1, session.passes());
    }

    @Test
    void resultsAreThoseOfAnUntimedRun() {
        String code = "set.seed(7); X <- matrix(rnorm(6000), ncol = 3); tm <- system.time({Y <- sqrt(abs(X)) + 1; m <- colSums(Y); cs <- cumsum(X[, 1])});"
                + " print(m); print(tail(cs)); print(sum(Y))";
        String plain = EngineTestSession.withoutEngine().run(code);
        assertEquals(plain, session.run(code));
    }

    @Test
    void clockReadsComputePlainValuesMadeSinceTheLastRead() {
        session.run("x <- as.numeric(1:5000); D <- x * 2; F <- fm.runif.matrix(2000, 3) + 1");
        assertFalse(computed("D"), "made lazily");
        session.run("t0 <- proc.time()");
        assertTrue(computed("D"), "a plain R value made before the clock read is computed before it");
        assertFalse(computed("F"), "FlashR's own objects stay lazy, as in FlashR");
        long before = session.passes();
        session.run("f <- function() { s <- sum(sqrt(x)); t1 <- Sys.time(); g(s) }; g <- function(s) s; v <- f()");
        assertEquals(before + 1, session.passes(), "a value in a caller's frame is computed at the clock read");
        before = session.passes();
        session.run("t2 <- proc.time(); t3 <- proc.time()");
        assertEquals(before, session.passes(), "nothing new, nothing computed");
        assertEquals("[1] TRUE\n", session.run("print(isTRUE(all.equal(v, sum(sqrt(1:5000)))))"));
    }
}
