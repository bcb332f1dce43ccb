package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

/**
 * Base R on engine values: large results move into the engine, operations on them stay lazy
 * across statements and calls, sinks needed together are computed in one pass, and what R
 * sees (values, typeof, class, printing) is what it would see without the engine.
 */
class EngineValuesTest {
    private final EngineTestSession session = new EngineTestSession(1000);

    @Test
    void largeResultsLiveInTheEngineSmallOnesDoNot() {
        session.run("x <- as.numeric(1:5000); y <- as.numeric(1:10)");
        assertTrue(session.global("x") instanceof FmMatrix fm && !fm.isFlashR());
        assertFalse(session.global("y") instanceof FmMatrix);
        assertEquals("[1] \"double\"\n[1] \"numeric\"\n[1] 5000\nNULL\n", session.run("typeof(x); class(x); length(x); dim(x)"));
    }

    @Test
    void operationsStayLazyAcrossStatementsAndCalls() {
        session.run("m <- matrix(as.numeric(1:6000), ncol = 3)");
        long before = session.passes();
        session.run("f <- function(a) sqrt(abs(a)) * 2 + 1; y <- f(m); s <- sum(y)");
        assertEquals(before, session.passes(), "nothing computed yet");
        assertTrue(((FmMatrix) session.global("s")).matrix().isVirtual());
        assertEquals("[1] 3\n", session.run("ncol(y)"));
        assertEquals(before, session.passes(), "shapes need no pass");
        String r = session.run("print(isTRUE(all.equal(s, sum(sqrt(1:6000)) * 2 + 6000)))");
        assertEquals("[1] TRUE\n", r);
    }

    @Test
    void sinksNeededTogetherShareOnePass() {
        session.run("x <- runif(8000); a <- sum(x); b <- max(x); c <- mean(x)");
        long before = session.passes();
        assertEquals("[1] TRUE TRUE\n", session.run("s <- c(a, b, c); print(c(abs(s[1] / length(x) - s[3]) < 1e-12, s[2] <= 1))"));
        // one pass over x for the three aggregations (the mean divides its sum as it finishes)
        assertEquals(before + 1, session.passes(), "sum, max and mean of x in one pass");
    }

    @Test
    void aKMeansIterationInBaseRIsOnePassOverTheData() {
        assertKMeansStepIsOnePass("D <- sweep(-2 * X %*% t(centers), 2, rowSums(centers^2), \"+\"); cl <- apply(D, 1, which.min);",
                "labels, their counts and the group sums in one pass");
    }

    @Test
    void aKMeansIterationWithMaxColIsOnePassOverTheData() {
        assertKMeansStepIsOnePass("D <- sweep(-2 * tcrossprod(X, centers), 2, rowSums(centers^2), \"+\"); cl <- max.col(-D, ties.method = \"first\");",
                "labels (max.col in the engine), their counts and the group sums in one pass");
    }

    /** A k-means step whose labels come from {@code labels}: one pass once warm, and R's results over three steps. */
    private void assertKMeansStepIsOnePass(String labels, String message) {
        String setup = "set.seed(1); X <- matrix(rnorm(12000), ncol = 4); centers <- X[c(1, 2, 3), ]";
        String step = labels + " size <- tabulate(cl, 3); centers <- unname(rowsum(X, cl)) / size; ";
        session.run(setup);
        session.run(step);
        long before = session.passes();
        session.run(step);
        assertEquals(before + 1, session.passes(), message);
        assertSameAsR(setup + "; for (i in 1:3) {" + step + "}; print(size); print(centers); print(table(cl))");
    }

    @Test
    void maxColOfRowsWithNaOrNaNIsNaAsInR() {
        assertSameAsR("X <- matrix(as.numeric(1:3000), ncol = 3); X[5, 2] <- NA; X[9, 3] <- NaN; X[12, ] <- -Inf;"
                + " cl <- max.col(X, \"first\"); print(cl[c(4, 5, 9, 12)]); print(typeof(cl)); print(max.col(-X, \"first\")[1:6])");
    }

    @Test
    void whichMinOfRowsWithNothingButNaIsStillAList() {
        String code = "X <- matrix(as.numeric(1:3000), ncol = 3); X[5, ] <- NA; cl <- apply(X, 1, which.min);"
                + " print(class(cl)); print(cl[4:6])";
        assertSameAsR(code);
    }

    @Test
    void operationsThatRWouldWarnAboutWarnAsInR() {
        String code = "set.seed(2); x <- runif(5000) - 0.5; i <- 1:5000; y <- sqrt(x); print(sum(is.nan(y)));"
                + " z <- log(x); k <- i * 1000000L; print(sum(is.na(k))); s <- sum(i * 300000L); print(s);"
                + " c <- cumsum(i * 500L); print(c[5000]); print(sum(as.integer(x * 1e10), na.rm = TRUE) != 0)";
        assertSameAsR(code);
    }

    @Test
    void operationsProvedSilentStayLazy() {
        session.run("set.seed(2); x <- runif(5000) - 0.5; i <- 1:5000");
        long before = session.passes();
        session.run("y <- sqrt(abs(x)); z <- log(x + 1); k <- i * 1000L; s <- sum(i); c <- cumsum(i)");
        assertEquals(before, session.passes(), "the ranges of x and i prove no NaN and no overflow");
        assertTrue(((FmMatrix) session.global("k")).matrix().isVirtual());
    }

    @Test
    void logOfAProductWithALazyWeightVectorStaysLazy() {
        session.run("set.seed(4); X <- matrix(runif(4000), ncol = 4); w <- colMeans(X) - 0.5");
        session.run("v <- log(1 + exp(X %*% w))");
        assertTrue(((FmMatrix) session.global("v")).matrix().isVirtual(), "w is computed to bound X %*% w; log waits");
        assertSameAsR("set.seed(4); X <- matrix(runif(4000), ncol = 4); w <- colMeans(X) - 0.5; print(sum(log(1 + exp(X %*% w))))");
    }

    /** The engine's tall products add in R's reference order: R's exact bits (exact mode on the heap). */
    @Test
    void matrixProductsAreBitForBitRs() {
        String code = "options(flashr.exact.blas = TRUE); set.seed(5); X <- matrix(rnorm(3003) * 10^runif(3003, -5, 5), ncol = 7);"
                + " for (k in c(1, 4, 5, 9)) { W <- matrix(rnorm(7 * k), 7, k); print(head(X %*% W, 30), digits = 17);"
                + " print(sum((X %*% W)[, k]), digits = 17) }";
        assertSameAsR(code);
    }

    /**
     * A product whose operands hold NA, NaN or Inf is R's plain loop (in the engine, for the blocks
     * that hold them), so NA stays NA and NaN stays NaN where R puts them; in the default mode the
     * other blocks go to the BLAS, in exact mode to R's reference order.
     */
    @Test
    void productsWithNaKeepRsNaAndNaN() {
        for (String mode : new String[] {"FALSE", "TRUE"}) {
            String code = "options(flashr.exact.blas = " + mode + "); set.seed(9); X <- matrix(rnorm(4200), ncol = 3); X[7, 1] <- NA;"
                    + " X[900, 2] <- NaN; X[1300, 3] <- Inf; y <- rnorm(1400); y[5] <- NA; w <- c(0.5, -1, 2);"
                    + " C <- crossprod(X); print(is.na(C)); print(is.nan(C)); print(C[is.finite(C)] / 1e3, digits = 10);"
                    + " Xw <- X %*% w; print(c(sum(is.na(Xw)), sum(is.nan(Xw)), which(is.na(Xw)))); print(Xw[1:5], digits = 12);"
                    + " print(crossprod(X, y)); print(crossprod(y, X[, 3:1])); print(head(X %*% c(1, NA, 0)))";
            assertSameAsR(code);
        }
    }

    /** In the default mode the engine's products go to the BLAS, and agree with the heap's (OpenBLAS too) to rounding. */
    @Test
    void defaultProductsRunOnTheBlasAndAgreeWithTheHeap() {
        session.run("set.seed(10); X <- matrix(rnorm(9000) * 10^runif(9000, -3, 3), ncol = 9); W <- matrix(rnorm(27), 9, 3);"
                + " C <- crossprod(X); P <- X %*% W; Q <- crossprod(X, P)");
        boolean nativeBlas = flashr.linalg.Linalg.nativeBackend().isPresent();
        for (String name : new String[] {"C", "P", "Q"}) {
            String plan = ((FmMatrix) session.global(name)).matrix().explain();
            assertEquals(nativeBlas, plan.contains(" by "), name + ": " + plan);
        }
        String check = "set.seed(10); X <- matrix(rnorm(9000) * 10^runif(9000, -3, 3), ncol = 9); W <- matrix(rnorm(27), 9, 3);"
                + " C <- crossprod(X); P <- X %*% W; Q <- crossprod(X, P); print(dim(C)); print(isSymmetric(C));"
                + " print(signif(c(C[1:3, 1:3], P[c(1, 77, 1000), ], Q[, 2]), 8))";
        assertSameAsR(check);
    }

    @Test
    void resultsMatchTheSameComputationInR() {
        String code = "set.seed(3); v <- rnorm(3000); v[c(5, 17)] <- NA; m <- matrix(v, ncol = 3); w <- c(1, -2, 0.5);"
                + " print(summary(as.vector(m %*% w))); print(colSums(m)); print(crossprod(m[1:4, ]));"
                + " print(head(cumsum(v), 7)); print(typeof(m > 0)); print(sum(m > 0, na.rm = TRUE)); print(range(v[-c(5, 17)]))";
        assertSameAsR(code);
    }

    /**
     * cumsum of doubles in the engine is R's (a long double running sum, the heap's bits) whatever
     * partitions ran ahead: non-integers, sums that overflow and come back, and an NA and a NaN.
     */
    @Test
    void cumsumOfDoublesIsTheHeapsBitForBit() {
        String code = "set.seed(7); v <- rnorm(20000) / 3; w <- v + 1e308 * (v > 1.1) - 1e308 * (v < -1.1);"
                + " c1 <- cumsum(v); c2 <- cumsum(w); c3 <- cumsum(sqrt(v + 0.9)); k <- c(1:5, seq(6000, 20000, by = 997));"
                + " print(c1[k], digits = 17); print(c2[k], digits = 17); print(c3[k]); print(sum(c1 * 1e-3), digits = 17)";
        assertSameAsR(code);
    }

    /**
     * Once a result is computed, the values it was computed from can go: R vectors copied into
     * the engine are not kept alive by a stored sum of them (large), nor by its elements kept as
     * an R vector (small).
     */
    @Test
    void aComputedResultDoesNotKeepItsInputsAlive() throws InterruptedException {
        for (int n : new int[] {100_000, 6_000}) {
            session.run("a <- as.numeric(1:" + n + "); b <- rev(a); x <- a + b * 2");
            var inputs = new java.util.ArrayList<java.lang.ref.WeakReference<Object>>();
            for (String name : new String[] {"a", "b"}) inputs.add(new java.lang.ref.WeakReference<>(((FmMatrix) session.global(name)).matrix().node()));
            session.run("rm(a, b); invisible(fm.materialize(x)); print(x[3])");
            for (int i = 0; i < 50 && inputs.stream().anyMatch(w -> w.get() != null); i++) {
                System.gc();
                Thread.sleep(20);
            }
            assertTrue(inputs.stream().allMatch(w -> w.get() == null), "the inputs' nodes are unreachable, n = " + n);
            assertEquals("[1] TRUE\n", session.run("print(identical(sum(x), sum(" + (2 * n + 2) + " - 1:" + n + ")))"));
        }
    }

    /** -X %*% w runs as -(X %*% w) (one column negated, not every column of X): R's values. */
    @Test
    void negatedTallTimesSmallIsRsBitForBit() {
        String code = "set.seed(4); X <- matrix(rnorm(3000), ncol = 3); X[c(2, 50, 51)] <- c(NA, Inf, NaN); w <- c(1.5, -2, 0.25);"
                + " print(head(-X %*% w, 60), digits = 17); print(sum(exp(-X %*% w), na.rm = TRUE), digits = 17);"
                + " Xi <- matrix(1:3000, ncol = 3); print(tail(-Xi %*% c(2L, 1L, -3L))); print(typeof(-Xi %*% 1:3))";
        assertSameAsR(code);
    }

    /**
     * A small table indexed by a long vector of positions is a lazy lookup in the engine (no tall
     * copy on the heap), with R's values: NA and fractional positions, column selections, drop;
     * zero, negative and out-of-range positions are R's (dropped rows, or its error).
     */
    @Test
    void smallTableIndexedByALongVectorIsALazyLookup() {
        String setUp = "set.seed(3); tc <- matrix(round(rnorm(15), 3), 5, 3); g <- sample(5, 3000, replace = TRUE);"
                + " g <- ifelse(seq_along(g) %% 97 == 7, NA, g); gd <- g + 0.75; v <- c(2.5, NA, -1, 4, 0);";
        session.run(setUp + " Y <- tc[g, ]");
        assertTrue(session.global("Y") instanceof FmMatrix fm && fm.matrix().isVirtual() && fm.matrix().explain().contains("lookup"),
                "tc[g, ] is a lookup node");
        String code = setUp + " print(colSums(tc[g, ], na.rm = TRUE)); print(tail(tc[gd, 2:3])); print(sum(tc[g, 2], na.rm = TRUE));"
                + " print(dim(tc[g, 3, drop = FALSE])); print(table(v[g], useNA = 'ifany')); print(typeof((tc > 0)[g, ]));"
                + " print(summary(as.vector((tc * 1L)[g, 1]))); h <- g; h[9] <- 0L; print(dim(tc[h, ])); h[9] <- -2L; print(dim(tc[h, ]));"
                + " h[9] <- 6L; r <- try(tc[h, ], silent = TRUE); cat(r)";
        assertSameAsR(code);
    }

    /** What {@code code} prints with engine values is what it prints without them. */
    private void assertSameAsR(String code) {
        assertEquals(EngineTestSession.withoutEngine().run(code), session.run(code));
    }
}
