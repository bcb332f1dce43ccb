package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

/**
 * NA handling on engine values stays lazy: is.na and friends, na.rm sums and means, ifelse,
 * pmin/pmax and masked assignment build engine nodes and run no pass until a value is needed;
 * what R then sees is what it sees without the engine.
 */
class EngineNaValuesTest {
    private static final String DATA = "set.seed(5); v <- rnorm(6000); v[c(3, 70, 4000)] <- NA; v[c(9, 5000)] <- NaN;"
            + " x <- v + 0; m <- matrix(x, ncol = 4); k <- as.integer(round(x * 10))";
    private final EngineTestSession session = new EngineTestSession(1000);

    private void assertLazy(String... names) {
        for (String n : names) {
            RValue v = session.global(n);
            assertTrue(v instanceof FmMatrix fm && !fm.isFlashR() && fm.matrix().isVirtual(), n + " is a virtual engine value");
        }
    }

    @Test
    void predicatesNaRmAndSelectionsRunNoPassUntilNeeded() {
        session.run(DATA);
        long before = session.passes();
        session.run("a <- is.na(m); b <- is.nan(x); f <- is.finite(k); i <- is.infinite(m);"
                + " s <- sum(x, na.rm = TRUE); p <- prod(x[1:5000], na.rm = TRUE); mu <- mean(k, na.rm = TRUE);"
                + " rs <- rowSums(m, na.rm = TRUE); cm <- colMeans(m, na.rm = TRUE); rm <- rowMeans(m > 0, na.rm = TRUE);"
                + " e1 <- ifelse(is.na(m), 0, m); e2 <- ifelse(m > 0, TRUE, NA); hi <- pmax(m, 0); lo <- pmin(k, 3L);"
                + " z <- m; z[is.na(z)] <- 0; w <- x; w[w > 1] <- 1");
        assertEquals(before, session.passes(), "nothing computed yet");
        assertLazy("a", "b", "f", "i", "s", "p", "mu", "rs", "cm", "rm", "e1", "e2", "hi", "lo", "z", "w");
        assertEquals("[1] \"logical\"\n[1] 1500    4\n[1] \"double\"\n[1] \"integer\"\n", session.run("typeof(a); dim(e1); typeof(z); typeof(lo)"));
        assertEquals(before, session.passes(), "types and shapes need no pass");
    }

    @Test
    void resultsMatchTheSameComputationInR() {
        String code = DATA + "; print(c(sum(is.na(m)), sum(is.nan(x)), sum(!is.finite(k)), sum(x, na.rm = TRUE),"
                + " mean(m, na.rm = TRUE), max(x, na.rm = TRUE), min(k, na.rm = TRUE), sum(k, na.rm = TRUE)));"
                + " print(typeof(sum(k, na.rm = TRUE))); print(colMeans(m, na.rm = TRUE)); print(head(rowSums(m, na.rm = TRUE)));"
                + " print(summary(ifelse(is.na(x), 0, x))); print(table(ifelse(k > 0, 1L, -1L), useNA = 'ifany'));"
                + " print(head(pmax(m, 0.5), 3)); z <- m; z[is.na(z)] <- -9; print(colSums(z)); print(sum(pmin(k, 0L), na.rm = TRUE))";
        assertEquals(EngineTestSession.withoutEngine().run(code), session.run(code));
    }
}
