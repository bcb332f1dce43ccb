package flashr.bind;

import static org.junit.jupiter.api.Assertions.*;

import flashr.lang.RDouble;
import flashr.lang.RList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * svd(x, nu = 0) of a tall engine matrix (three columns or more) runs in the engine (one pass for
 * the Gram matrix when x is well conditioned, else its QR one pass per column), and agrees with the heap version (LAPACK's path, R's digits) to rounding: same signs, values
 * within 1e-9, on random shapes, a zero column, integer data and rank-deficient data (where
 * rounding noise steers signs in R too: magnitudes compared, null-space vectors not at all).
 */
class EngineSvdTest {
    @BeforeAll static void everySize() { System.setProperty("flashr.engine.svd.min", "1"); }

    @AfterAll static void back() { System.clearProperty("flashr.engine.svd.min"); }

    @Test void agreesWithTheHeapVersion() {
        String[] data = {
            "matrix(rnorm(n * p), n, p) %*% matrix(runif(p * p, -1, 1), p, p)",
            "{ m <- matrix(rnorm(n * p, 5, 2), n, p); m[, p] <- 0; m }",
            "matrix(sample(-20:20, n * p, replace = TRUE), n, p)",
            "{ m <- matrix(rnorm(n * p), n, p); if (p > 1) m[, 2] <- 2 * m[, 1]; m }",
            "{ m <- matrix(rnorm(n * p), n, p); m[seq_len(min(n, 3)), ] <- 0; m }",
            "{ m <- matrix(rnorm(n * p), n, p); m[, p] <- m[, 1] + 1e-4 * m[, p]; m }",
        };
        int[][] shapes = {{20, 1}, {37, 3}, {200, 8}, {1001, 5}, {4097, 6}, {15, 8}};
        int checked = 0, gramTaken = 0, gramRejected = 0;
        for (int seed = 0; seed < 2; seed++) {
            for (String make : data) {
                for (int[] shape : shapes) {
                    String setup = "set.seed(" + seed + "); n <- " + shape[0] + "; p <- " + shape[1] + "; X <- " + make + " + 0";
                    String code = setup + "; s <- svd(X, nu = 0, nv = p)";
                    EngineTestSession heap = EngineTestSession.withoutEngine();
                    EngineTestSession engine = new EngineTestSession(0);
                    assertEquals("", heap.run(code), code);
                    assertEquals("", engine.run(setup), setup);
                    long before = engine.passes();
                    assertEquals("", engine.run("s <- svd(X, nu = 0, nv = p)"), code);
                    String what = code + " (seed " + seed + ")";
                    double[] d = part(heap, "d");
                    if (shape[1] >= 3 && shape[0] >= 4 * shape[1]) {
                        // the top rows and, not nearly rank-deficient, one or two Gram matrices of the rows below them
                        // (singular when they are few); otherwise one more pass per column
                        long passes = engine.passes() - before;
                        double condition = d[0] / d[shape[1] - 1];
                        if (condition < 1e5) assertTrue(passes <= 3, what + ": the Gram path, " + passes + " passes");
                        if (!(condition < 1e7)) assertTrue(passes > shape[1], what + ": the QR passes, " + passes);
                        if (make.contains("2 * m")) gramRejected++;
                        else if (condition < 1e5) gramTaken++;
                    }
                    assertClose(d, part(engine, "d"), what + ": d");
                    // a singular vector of a singular value at rounding level is rounding noise, its sign too
                    int p = shape[1], defined = 0;
                    while (defined < p && d[defined] > 1e-8 * d[0]) defined++;
                    double[] hv = java.util.Arrays.copyOf(part(heap, "v"), defined * p), ev = java.util.Arrays.copyOf(part(engine, "v"), defined * p);
                    if (make.contains("2 * m")) {
                        // rank-deficient: a diagonal element of R is rounding noise, whose sign steers
                        // the signs of the vectors that follow (GNU R's too): compare magnitudes
                        for (int k = 0; k < hv.length; k++) { hv[k] = Math.abs(hv[k]); ev[k] = Math.abs(ev[k]); }
                    }
                    assertClose(hv, ev, what + ": v");
                    checked++;
                }
            }
        }
        assertEquals(72, checked);
        assertTrue(gramTaken >= 10 && gramRejected >= 6, gramTaken + " Gram paths, " + gramRejected + " rank-deficient");
    }

    /** prcomp of an engine matrix of 1e7 elements or more centers it lazily and gives R's components. */
    @Test void prcompOfALargeEngineMatrix() {
        String code = "set.seed(9); n <- 1250003; p <- 8\n"
                + "X <- matrix(rnorm(n * p), n, p) %*% matrix(runif(p * p, -1, 1), p, p)\n"
                + "pc <- prcomp(X); sd <- pc$sdev; rot <- pc$rotation; cen <- pc$center; head3 <- pc$x[1:3, ]\n"
                + "print(summary(pc)); print(dimnames(rot)); print(colnames(pc$x))\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(0);
        assertEquals(heap.run(code), engine.run(code));
        for (String name : new String[] {"sd", "rot", "cen", "head3"}) {
            assertClose(((RDouble) heap.global(name)).data(), ((RDouble) engine.global(name)).data(), "prcomp " + name);
        }
    }

    private static double[] part(EngineTestSession s, String name) {
        RList l = (RList) s.global("s");
        String[] names = ((flashr.lang.RString) l.getAttr("names")).data();
        for (int k = 0; k < names.length; k++) if (names[k].equals(name)) return ((RDouble) l.get(k)).data();
        throw new AssertionError("no " + name);
    }

    private static void assertClose(double[] expected, double[] actual, String what) {
        assertEquals(expected.length, actual.length, what);
        double scale = 0;
        for (double v : expected) scale = Math.max(scale, Math.abs(v));
        for (int k = 0; k < expected.length; k++) {
            assertEquals(expected[k], actual[k], 1e-9 * Math.max(scale, 1e-300), what + " element " + k);
        }
    }
}
