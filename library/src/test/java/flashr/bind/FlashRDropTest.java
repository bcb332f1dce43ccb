package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * drop() of a FlashR matrix with one column or one row: a FlashR vector in the engine, so that a
 * Newton step written as R code ({@code mu <- drop(1 / (1 + exp(-(X %*% w))))}, then the gradient
 * and the Hessian from mu) is one pass over X, as on a plain engine matrix; before, drop read the
 * n-element product into R and the step took two passes. Values are R's, on the same data.
 */
class FlashRDropTest {
    private static final String DATA = "M <- matrix(as.numeric(1:12000) %% 17 / 8 - 1, ncol = 3); "
            + "y <- as.numeric((1:4000) %% 3 == 0); w <- c(0.5, -0.25, 0.125); X <- fm.conv.R2FM(M); ";
    private static final String STEP = "mu <- drop(1 / (1 + exp(-(X %*% w)))); g <- crossprod(X, y - mu); "
            + "H <- crossprod(X, X * (mu * (1 - mu))); step <- drop(solve(H, g))";
    private final EngineTestSession session = new EngineTestSession(1000);

    @Test
    void aNewtonStepOnAFlashRMatrixIsOnePass() {
        session.run(DATA + "X <- X + 0; invisible(sum(X))");
        long before = session.passes();
        session.run(STEP);
        assertEquals(before + 1, session.passes());
        String plain = EngineTestSession.withoutEngine().run(DATA.replace("fm.conv.R2FM(M)", "M") + STEP
                + "; print(step); print(as.vector(sum(mu))); print(length(mu))");
        assertEquals(plain, session.run("print(step); print(as.vector(sum(mu))); print(length(mu))"));
    }

    @Test
    void aOneColumnProductBecomesAFlashRVector() {
        assertEquals("[1] \"fmV\"\n[1] 4000\n[1] TRUE\n",
                session.run(DATA + "d <- drop(X %*% w); print(class(d)); print(length(d)); print(is.null(dim(d)))"));
    }

    @Test
    void oneRowAndWiderMatricesAsInR() {
        String code = "r <- drop(t(P %*% w)); print(length(r)); print(head(as.vector(r))); print(as.vector(sum(r))); print(dim(drop(P)))";
        assertEquals(EngineTestSession.withoutEngine().run(DATA + "P <- M; " + code), session.run(DATA + "P <- X; " + code));
    }

    @Test
    void namedColumnsKeepRsNames() {
        String code = "P <- Q[, 2, drop = FALSE]; dimnames(P) <- list(NULL, \"b\"); print(head(drop(P)))";
        assertEquals(EngineTestSession.withoutEngine().run(DATA + "Q <- M; " + code), session.run(DATA + "Q <- X; " + code));
    }
}
