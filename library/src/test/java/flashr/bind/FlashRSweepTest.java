package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * sweep() of a FlashR matrix is a lazy FlashR matrix, as on a plain engine matrix: an EM step of
 * a Gaussian mixture ({@code sweep} of the products, exp, row-normalized, then colSums and
 * crossprod) takes the passes over X it takes on a plain engine matrix; before, the products were
 * read into R for R's sweep, a pass of their own. STATS may be an R vector or a FlashR vector;
 * values are R's, on the same data.
 */
class FlashRSweepTest {
    private static final String DATA = "M <- matrix(as.numeric(1:12000) %% 17 / 8 - 1, ncol = 3); "
            + "B <- matrix(c(0.5, -0.25, 0.125, 1, 0, -1), 3); cst <- c(-0.5, 0.25); X <- fm.conv.R2FM(M); ";
    private static final String STEP = "L <- sweep(X %*% B, 2, cst, \"+\"); R <- exp(L); R <- R / rowSums(R); "
            + "Nk <- colSums(R); Mk <- crossprod(R, X) / Nk; "
            + "out <- c(as.vector(as.matrix(Mk)), as.vector(Nk))";
    private static final String SHOW = "; print(as.vector(Nk)); print(as.matrix(Mk))";
    private final EngineTestSession session = new EngineTestSession(1000);

    @Test
    void anEmStepOnAFlashRMatrixTakesThePassesOfAPlainOne() {
        assertEquals(passesOfStep("P <- M + 0"), passesOfStep("P <- X + 0"));
        assertEquals(plain(STEP + SHOW), session.run(SHOW.substring(2)));
    }

    /** The passes the step takes on P, made by {@code setup} and read once before. */
    private long passesOfStep(String setup) {
        session.run(DATA + setup + "; s <- sum(P[, 1]); s <- as.vector(sum(P))");
        long before = session.passes();
        session.run(STEP.replace("X", "P"));
        return session.passes() - before;
    }

    @Test
    void theResultIsAFlashRMatrixWhateverStats() {
        String code = "s <- sweep(X, 1, fm.conv.R2FM(rep(c(1, 2), 2000)), \"*\"); print(class(s)); print(dim(s)); "
                + "print(head(as.matrix(s))); print(as.matrix(sweep(X, 2, 1:3)[4000, , drop = FALSE]))";
        assertEquals("[1] \"fm\"\n[1] 4000    3\n" + plain("print(head(M * rep(c(1, 2), 2000))); print(sweep(M, 2, 1:3)[4000, , drop = FALSE])"),
                session.run(DATA + code));
    }

    private static String plain(String code) {
        return EngineTestSession.withoutEngine().run(DATA.replace("fm.conv.R2FM(M)", "M") + code);
    }
}
