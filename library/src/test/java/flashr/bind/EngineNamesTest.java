package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Products with a small named matrix keep their dimnames beside the engine matrix, so iterated
 * plain-R algorithms stay in the engine: in a base-R k-means loop the centres come from rowsum
 * (row names "1".."k"), and before, every step after the first computed tcrossprod(X, C), the
 * distances and max.col on the heap. Each step is one pass, the distances are never copied out,
 * and every printed result, names included, is R's.
 */
class EngineNamesTest {
    private static final long THRESHOLD = 1000;

    private static final String SETUP = "kmeans_step <- function(X, C) {\n"
            + "  D <- sweep(-2 * tcrossprod(X, C), 2, rowSums(C^2), '+')\n"
            + "  lastD <<- D\n"
            + "  cl <- max.col(-D, ties.method = 'first')\n"
            + "  rowsum(X, cl) / as.vector(table(factor(cl, levels = seq_len(nrow(C)))))\n"
            + "}\n"
            + "set.seed(3); n <- 3001\n"
            + "X <- matrix(runif(n * 4, -1, 1), n, 4)\n"
            + "C <- X[1:5, , drop = FALSE]\n";

    @Test
    void iteratedKmeansStepsStayInTheEngineOnePassEachWithRsResults() {
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(THRESHOLD);
        assertEquals(heap.run(SETUP), engine.run(SETUP));
        for (int it = 1; it <= 5; it++) {
            long before = engine.passes();
            String step = "C <- kmeans_step(X, C)\n";
            assertEquals(heap.run(step), engine.run(step), "step " + it);
            assertEquals(before + 1, engine.passes(), "one pass over X in step " + it);
            // the distances of every step, the first included, were computed in that pass and never copied out
            assertTrue(engine.global("lastD") instanceof FmMatrix d && !d.isLocal(), "distances in the engine, step " + it);
            if (it > 1) assertTrue(((FmMatrix) engine.global("lastD")).hasDimnames(), "named centres, step " + it);
            String show = "print(C); print(dimnames(lastD)); print(colnames(lastD)); print(dim(lastD))\n";
            assertEquals(heap.run(show), engine.run(show), "centres and names after step " + it);
        }
        String rest = "print(head(lastD, 4)); print(colSums(lastD)); print(max.col(lastD, 'first')[1:20])\n";
        assertEquals(heap.run(rest), engine.run(rest));
    }

    @Test
    void namedProductsKeepRsNamesAndOthersSeeThemMaterialized() {
        String code = SETUP + "X[3, 2] <- NA; X[4, 1] <- NaN; X[5, 3] <- Inf; X <- X * 1\n"
                + "C <- rowsum(X[11:3001, ], rep(1:3, length.out = 2991)) / 1000\n"
                + "T <- tcrossprod(X, C); U <- -2 * T; V <- U > 0; W <- T + T\n";
        String show = "print(dimnames(U)); print(dimnames(V)); print(dimnames(W)); print(rownames(T))\n"
                + "print(U[1:6, ]); print(colSums(U, na.rm = TRUE)); print(sum(V, na.rm = TRUE)); print(attributes(W[2:3, ]))\n"
                + "print(dimnames(tcrossprod(X, unname(C)))); print(dimnames(exp(T[1:2, ])))\n"
                + "Cn <- C; dimnames(Cn) <- list(k = rownames(C), NULL); print(dimnames(tcrossprod(X, Cn)))\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(THRESHOLD);
        assertEquals(heap.run(code), engine.run(code));
        for (String name : new String[] {"T", "U", "V", "W"}) {
            assertTrue(engine.global(name) instanceof FmMatrix fm && fm.hasDimnames() && !fm.isLocal(), name + " lazy, with names");
        }
        assertEquals(heap.run(show), engine.run(show));
        assertFalse(((FmMatrix) engine.global("T")).isFlashR());
    }
}
