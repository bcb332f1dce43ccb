package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Wide matrices and cubic products stay on the heap: a matrix of fewer rows than
 * {@link EngineThreshold#MIN_ROWS} does not enter the engine below {@link EngineThreshold#WIDE}
 * elements, and a product whose three extents all exceed a column block runs by the heap's BLAS
 * (no engine pass), with R's results, NA, NaN and Inf included.
 */
class EngineWideMatricesTest {
    private static final long THRESHOLD = 1 << 16;

    @Test
    void wideMatricesStayOnTheHeapAndTallOnesEnterTheEngine() {
        EngineTestSession s = new EngineTestSession(THRESHOLD);
        assertEquals("", s.run("v <- runif(90000); w <- matrix(v, 300); w2 <- w + 1; w3 <- matrix(runif(90000), 300, 300)\n"
                + "t1 <- matrix(runif(80000), 40000); t2 <- t1 * 2; wide <- array(runif(90000), c(300, 300)) + 0\n"));
        for (String name : new String[] {"v", "t1", "t2"}) assertTrue(s.global(name) instanceof FmMatrix, name + " is in the engine");
        for (String name : new String[] {"w", "w2", "w3", "wide"}) assertFalse(s.global(name) instanceof FmMatrix, name + " stays on the heap");
        String code = "print(dim(w)); print(sum(w) == sum(v)); print(identical(w2, w + 1)); print(dim(t2)); print(sum(t2) == 2 * sum(t1))\n";
        assertEquals("[1] 300 300\n[1] TRUE\n[1] TRUE\n[1] 40000     2\n[1] TRUE\n", s.run(code));
    }

    @Test
    void belowTheRowsThresholdEveryResultEntersTheEngine() {
        EngineTestSession s = new EngineTestSession(0);
        s.run("w <- matrix(runif(600), 20) + 0\n");
        assertTrue(s.global("w") instanceof FmMatrix, "threshold 0 puts a wide matrix in the engine");
    }

    /** Operands with NA, NaN and Inf among finite values, products of every form: the heap's results without a pass. */
    @Test
    void cubicProductsOfEngineValuesAreTheHeapsWithoutAPass() {
        String setup = "set.seed(5); A <- matrix(runif(40 * 50) - 0.5, 40, 50); B <- matrix(runif(50 * 45), 50, 45)\n"
                + "C <- matrix(rnorm(45 * 50), 45, 50); H <- A; H[3, 7] <- NA; H[5, 9] <- NaN; H[11, 2] <- Inf; H[1, 1] <- -Inf\n"
                + "named <- B; dimnames(named) <- list(NULL, paste0('c', 1:45))\n";
        String products = "print(A %*% B); print(H %*% B); print(crossprod(A)); print(crossprod(A, H)); print(tcrossprod(A, C))\n"
                + "print(tcrossprod(H)); print(A %*% named); print(t(A) %*% A)\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(0);
        heap.run(setup);
        engine.run(setup);
        long before = engine.passes();
        String expected = heap.run(products);
        assertEquals(expected, engine.run(products));
        assertEquals(before, engine.passes(), "no engine pass for cubic products");
    }

    /**
     * FlashR operands of a cubic product: the heap's product (no pass), returned as the FlashR
     * matrix FlashR gives, for FlashR x FlashR, FlashR x R and R x FlashR, double and integer.
     */
    @Test
    void cubicProductsOfFlashRMatricesAreTheHeapsAsFlashRMatrices() {
        String setup = "set.seed(7); A <- matrix(runif(40 * 50) - 0.5, 40, 50); B <- matrix(runif(50 * 45), 50, 45)\n"
                + "A[3, 7] <- NA; A[5, 9] <- NaN; A[11, 2] <- Inf; B[1, 1] <- -Inf; I <- matrix(sample(-9:9, 50 * 36, TRUE), 50, 36)\n";
        String heapProducts = "print(A %*% B); print(crossprod(B, I)); print(tcrossprod(A, t(B))); print(A %*% I); print(crossprod(A))\n";
        String fmProducts = "fA <- fm.conv.R2FM(A); fB <- fm.conv.R2FM(B); fI <- fm.conv.R2FM(I)\n"
                + "ps <- list(fA %*% fB, crossprod(fB, I), tcrossprod(A, t(fB)), fA %*% fI, crossprod(fA))\n"
                + "for (p in ps) stopifnot(fm.is.matrix(p))\n"
                + "for (p in ps) print(fm.conv.FM2R(p))\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(0);
        heap.run(setup);
        engine.run(setup);
        engine.run("invisible(fm.conv.R2FM(matrix(1, 2, 2)) + 0)\n");
        long before = engine.passes();
        assertEquals(heap.run(heapProducts), engine.run(fmProducts));
        assertEquals(before, engine.passes(), "no engine pass for cubic products of FlashR matrices");
    }

    /** A product with an extent of one column block or less stays a lazy engine product. */
    @Test
    void tallProductsStayInTheEngine() {
        String setup = "set.seed(6); X <- matrix(runif(200 * 8), 200, 8); W <- matrix(runif(8 * 40), 8, 40); X[4, 2] <- NA\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(0);
        heap.run(setup);
        engine.run(setup);
        engine.run("P <- X %*% W; Q <- crossprod(X); R <- tcrossprod(X, t(W))\n");
        for (String name : new String[] {"P", "R"}) {
            assertTrue(engine.global(name) instanceof FmMatrix fm && !fm.isComputed(), name + " is a lazy engine product");
        }
        assertTrue(engine.global("Q") instanceof FmMatrix, "crossprod(X) is computed in the engine");
        String code = "print(X %*% W); print(crossprod(X)); print(tcrossprod(X, t(W)))\n";
        assertEquals(heap.run(code), engine.run(code));
    }
}
