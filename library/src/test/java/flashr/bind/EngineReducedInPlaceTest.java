package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Builtins with small results (sums, counts, tables, ranges, dims) read engine data that a pass
 * computed where it lies, even below the engine's threshold: a k-means step's tabulate of the
 * labels that rowsum's pass computed no longer copies them out. The results are the ones R
 * computes on the same data on the heap, NA, NaN and Inf included.
 */
class EngineReducedInPlaceTest {
    /** Big enough for the engine; the values made from it are below the threshold but above the copy floor. */
    private static final long THRESHOLD = 1 << 20;

    /** Integer labels in 1..k, labels with NA and out-of-range values, doubles with NA/NaN/Inf, all computed by the engine. */
    private static String data(int seed, int n, int k) {
        return "set.seed(" + seed + "); n <- " + n + "; k <- " + k + "L\n"
                + "big <- runif(" + (THRESHOLD + 17) + ")\n"
                + "keep <- function(x) if (exists('fm.materialize')) fm.materialize(x) else x\n"
                + "lab <- keep(as.integer(big[1:n] * k) + 1L)\n"
                + "holes <- rep(c(NA, rep(1, 9998), NaN), length.out = " + (THRESHOLD + 17) + ")\n"
                + "infs <- rep(c(1, Inf, rep(1, 4000), -Inf), length.out = " + (THRESHOLD + 17) + ")\n"
                + "raw <- keep(as.integer(big[1:n] * (k + 3) * holes[1:n]) - 1L)\n"
                + "d <- keep((big[1:n] * 4 - 2) * holes[1:n] * infs[1:n])\n"
                + "fin <- keep(big[1:n] * 2 - 1)\n"
                + "m <- keep(cbind(big[1:n] * 2 - 1, big[1:n] - 0.5, big[1:n] * 4, big[1:n]^2))\n";
    }

    private static final String SINKS = "print(tabulate(lab, k)); print(tabulate(lab)); print(tabulate(lab, k + 2L))\n"
            + "print(sum(lab)); print(range(lab)); print(max(lab)); print(min(raw)); print(range(raw)); print(mean(lab))\n"
            + "print(which.max(lab)); print(which.min(d)); print(table(lab)); print(length(lab)); print(var(fin)); print(sd(fin))\n"
            + "print(sum(d)); print(range(d)); print(range(fin)); print(max(fin)); print(mean(fin))\n"
            + "print(colSums(m)); print(colMeans(m)); print(crossprod(m)); print(cor(m)); print(dim(m)); print(rowsum(fin, lab))\n";

    /** Forms that copy the data out (bins out of range or NA, which the engine methods leave to R; a subset): R's results. */
    private static final String DECLINED = "print(tabulate(lab, 2L)); print(tabulate(raw, k)); print(tabulate(raw)); print(tabulate(d))\n"
            + "print(prod(fin[1:50] + 1))\n";

    @Test
    void smallResultsOfComputedEngineDataAreRsAndLeaveItInTheEngine() {
        int[][] shapes = {{1, 65536, 10}, {2, 70001, 3}, {3, 100003, 12}};
        for (int[] s : shapes) {
            String setup = data(s[0], s[1], s[2]);
            EngineTestSession heap = EngineTestSession.withoutEngine();
            EngineTestSession engine = new EngineTestSession(THRESHOLD);
            heap.run(setup);
            String made = engine.run(setup);
            assertEquals("", made, "set-up, shape " + s[1]);
            for (String name : new String[] {"lab", "raw", "d", "fin", "m"}) {
                assertTrue(engine.global(name) instanceof FmMatrix fm && fm.isComputed() && !fm.isLocal(),
                        name + " is computed engine data, shape " + s[1]);
            }
            assertEquals(heap.run(SINKS), engine.run(SINKS), "shape " + s[1]);
            for (String name : new String[] {"lab", "d", "fin", "m"}) {
                assertFalse(((FmMatrix) engine.global(name)).isLocal(), name + " was not copied out, shape " + s[1]);
            }
            assertEquals(heap.run(DECLINED), engine.run(DECLINED), "declined, shape " + s[1]);
        }
    }

    @Test
    void tabulateAndRangeEdgesInTheEngineAreRs() {
        String code = "print(tabulate(integer(0))); print(tabulate(integer(0), 3)); print(tabulate(1L)); print(tabulate(1L, 0))\n"
                + "print(tabulate(c(2L, NA, 2L), 1)); print(tabulate(c(2L, NA, 2L))); print(tabulate(c(-1L, 0L, 3L, 3L)))\n"
                + "print(tabulate(c(1.7, 2.2, 2.9))); print(tabulate(c(TRUE, FALSE, TRUE))); print(tabulate(5:7, 6))\n"
                + "x <- c(4L, 2L, 4L, 9L) + 0L; print(tabulate(x, 9)); print(tabulate(x, 10)); print(tabulate(x, 4))\n"
                + "print(try(tabulate(x, -1), silent = TRUE)); print(tabulate(x, 2.5))\n"
                + "print(range(3L)); print(range(c(2, NA, 1))); print(range(c(2, NaN, 1))); print(range(c(NA, NaN)))\n"
                + "print(range(c(-Inf, 3, Inf))); print(range(c(TRUE, FALSE))); print(range(c(5L, NA)))\n"
                + "print(suppressWarnings(range(numeric(0)))); print(range(c(1, NA), na.rm = TRUE))\n"
                // positions of row maxima lie in 1..ncol, but R's default nbins is the largest present
                + "y <- matrix(c(1, 2, 3, 4, 0, 5, 0, 6, -1, -1, -1, -1), 4, 3); cl <- max.col(y, 'first')\n"
                + "print(tabulate(cl)); print(tabulate(cl, 3)); print(rowsum(c(1, 2, 3, 4), cl)); print(tabulate(cl)); w <- apply(y, 1, which.max)\n"
                + "print(tabulate(w)); print(rowsum(y, w)); print(tabulate(w, 2))\n";
        assertEquals(EngineTestSession.withoutEngine().run(code), new EngineTestSession(0).run(code));
    }
}
