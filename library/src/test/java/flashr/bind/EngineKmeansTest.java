package flashr.bind;

import static org.junit.jupiter.api.Assertions.*;

import flashr.lang.RDouble;
import flashr.lang.RInt;
import flashr.lang.RList;
import org.junit.jupiter.api.Test;

/**
 * kmeans(algorithm = "Lloyd") of an engine matrix of a million elements or more runs in engine
 * passes (the labels folded into the pass over x) and gives R's clusters and iteration count;
 * only the centers' sums, added per partition, may differ in their last bits.
 */
class EngineKmeansTest {
    @Test void lloydInTheEngineIsRsLloyd() {
        for (int seed = 1; seed <= 3; seed++) {
            String code = "set.seed(" + seed + "); n <- 130001; p <- 8; k <- 3 + " + seed + "\n"
                    + "tc <- matrix(runif(k * p, -2, 2), k, p)\n"
                    + "x <- matrix(rnorm(n * p), n, p) + tc[sample(k, n, replace = TRUE), ]\n"
                    + "fit <- kmeans(x, k, algorithm = \"Lloyd\", iter.max = 12)\n"
                    + "cl <- fit$cluster; it <- fit$iter; ctr <- fit$centers; w <- fit$withinss\n";
            EngineTestSession heap = EngineTestSession.withoutEngine();
            EngineTestSession engine = new EngineTestSession(0);
            String h = heap.run(code), en = engine.run(code);
            assertEquals(h, en, "messages, seed " + seed);
            long passes = engine.passes();
            assertArrayEquals(((RInt) heap.global("cl")).data(), ((RInt) engine.global("cl")).data(), "clusters, seed " + seed);
            assertArrayEquals(((RInt) heap.global("it")).data(), ((RInt) engine.global("it")).data(), "iterations, seed " + seed);
            assertClose(((RDouble) heap.global("ctr")).data(), ((RDouble) engine.global("ctr")).data(), "centers, seed " + seed);
            assertClose(((RDouble) heap.global("w")).data(), ((RDouble) engine.global("w")).data(), "withinss, seed " + seed);
            assertTrue(passes > 0, "the engine ran passes");
        }
    }

    private static void assertClose(double[] a, double[] b, String what) {
        assertEquals(a.length, b.length, what);
        for (int i = 0; i < a.length; i++) assertEquals(a[i], b[i], 1e-9 * Math.max(1, Math.abs(a[i])), what + " element " + i);
    }
}
