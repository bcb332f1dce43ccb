package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The benchmark suite's mvrnorm, colSums and crossprod through FlashR's API take no more passes
 * than the same R code on an ordinary R matrix in the engine, and give R's values on the same
 * data: mvrnorm draws with fm.rnorm.matrix (a virtual generator: drawing, the product by chol(S),
 * the sweep and colMeans are one pass), and is compared with R on those draws read into R.
 */
class FlashRApiPassesTest {
    private static final String MVRNORM = "p <- 4L; S <- matrix(0.5, p, p) + diag(0.5, p); mu <- seq_len(p) / p; "
            + "mv <- function(Z) colMeans(sweep(Z %*% chol(S), 2, mu, \"+\")); ";
    private final EngineTestSession session = new EngineTestSession(1000);

    @Test
    void mvrnormThroughTheApiIsOnePassWithRsValues() {
        session.run(MVRNORM + "set.seed(3); Z <- fm.rnorm.matrix(5001, p); z <- as.matrix(Z)");
        long before = session.passes();
        session.run("m <- as.vector(mv(Z))");
        assertEquals(1, session.passes() - before, "draws, product, sweep and colMeans in one pass");
        // R's own computation on the same draws (read into R above), then the two side by side
        assertEquals("[1] TRUE\n", session.run("print(isTRUE(all.equal(m, colMeans(sweep(z %*% chol(S), 2, mu, \"+\")), tolerance = 1e-13)))"));
        assertEquals("[1] TRUE\n", session.run("print(abs(mean(z)) < 0.05 && abs(sd(as.vector(z)) - 1) < 0.05)"));
    }

    @Test
    void colSumsAndCrossprodOfAFlashRMatrixAreThoseOfTheRMatrixInOnePassEach() {
        String data = "set.seed(1); M <- matrix(runif(6000 * 3, -1, 1), 6000, 3); M[5, 2] <- NA; M[7, 3] <- Inf; "
                + "N <- M[, 1:2]; X <- fm.conv.store(fm.conv.R2FM(M), in.mem = TRUE); Y <- fm.conv.R2FM(N); ";
        session.run(data);
        for (String call : new String[] {"colSums(X)", "crossprod(Y)", "colMeans(X)", "crossprod(X)"}) {
            long before = session.passes();
            String api = session.run("print(as.vector(" + call + "))");
            assertEquals(1, session.passes() - before, call);
            String r = EngineTestSession.withoutEngine().run(data.replaceAll("fm.conv.store\\(fm.conv.R2FM\\(M\\), in.mem = TRUE\\)", "M")
                    .replace("fm.conv.R2FM(N)", "N") + "print(as.vector(" + call + "))");
            assertEquals(r, api, call);
        }
    }
}
