package flashr.bind;

import static org.junit.jupiter.api.Assertions.*;

import flashr.lang.RDouble;
import flashr.lang.RLogical;
import org.junit.jupiter.api.Test;

/**
 * glm(y ~ X) of an engine matrix of a million elements or more runs its IRLS in engine passes
 * (X'WX and X'Wz by one pass per iteration, solved by Cholesky) and gives what R's QR on the heap
 * gives: the same iterations and printed fit and summary, coefficients and deviances to rounding.
 */
class EngineGlmTest {
    private static final String[] FAMILIES = {
        "binomial", "as.numeric(runif(n) < 1 / (1 + exp(-(0.2 + X %*% b))))",
        "binomial(link = \"probit\")", "as.numeric(runif(n) < pnorm(0.1 + X %*% b))",
        "poisson", "rpois(n, exp(0.1 + drop(X %*% b) / 2))",
        "gaussian", "drop(1 + X %*% b + rnorm(n))",
    };

    @Test void irlsInTheEngineIsRsGlm() {
        int[][] sizes = {{125003, 8}, {200003, 5}};
        for (int f = 0; f < FAMILIES.length; f += 2) {
            int[] size = sizes[(f / 2) % sizes.length];
            String code = "set.seed(" + (f + 7) + "); n <- " + size[0] + "; p <- " + size[1] + "\n"
                    + "X <- matrix(rnorm(n * p), n, p)\n"
                    + "b <- seq(-0.3, 0.4, length.out = p)\n"
                    + "y <- " + FAMILIES[f + 1] + "\n"
                    + "fit <- glm(y ~ X, family = " + FAMILIES[f] + ")\n"
                    + "print(fit); print(summary(fit))\n"
                    + "cf <- coef(fit); se <- summary(fit)$coefficients[, 2]\n"
                    + "d <- c(fit$deviance, fit$null.deviance, fit$aic, fit$iter, fit$df.residual)\n"
                    + "small <- nrow(fit$qr$qr) == length(cf)\n";
            EngineTestSession heap = EngineTestSession.withoutEngine();
            EngineTestSession engine = new EngineTestSession(0);
            String h = heap.run(code), en = engine.run(code);
            String what = FAMILIES[f] + " " + size[0] + " x " + size[1];
            assertEquals(h, en, "printed fit and summary, " + what);
            assertFalse(((RLogical) local(heap, "small")).data()[0] == 1, "the heap fit is R's, " + what);
            assertTrue(((RLogical) local(engine, "small")).data()[0] == 1, "the engine fit ran in passes, " + what);
            assertClose(heap, engine, "cf", 1e-10, what);
            assertClose(heap, engine, "d", 1e-10, what);
            assertClose(heap, engine, "se", 1e-8, what);
        }
    }

    /** A column dependent on others is left to R's pivoting QR on the heap: its coefficient is NA, as in R. */
    @Test void aDependentColumnIsRsQrsToDrop() {
        String code = "set.seed(3); n <- 125003\n"
                + "X <- matrix(rnorm(n * 8), n, 8)\n"
                + "X[, 8] <- X[, 1] + X[, 2]\n"
                + "y <- as.numeric(runif(n) < 1 / (1 + exp(-(0.2 + X[, 1]))))\n"
                + "fit <- glm(y ~ X, family = binomial)\n"
                + "print(fit); print(summary(fit))\n"
                + "aliased <- is.na(coef(fit))\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(0);
        assertEquals(heap.run(code), engine.run(code));
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1}, ((RLogical) local(engine, "aliased")).data());
    }

    /** Separated data: R's warnings (no convergence, probabilities 0 or 1) after R's 25 iterations. */
    @Test void separatedDataWarnAsR() {
        String code = "set.seed(5); n <- 125003\n"
                + "X <- matrix(rnorm(n * 8), n, 8)\n"
                + "y <- as.numeric(X[, 1] + 0.1 * X[, 2] > 0)\n"
                + "fit <- glm(y ~ X, family = binomial)\n"
                + "print(c(fit$iter, fit$converged, fit$boundary))\n"
                + "small <- nrow(fit$qr$qr) == length(coef(fit))\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(0);
        String h = heap.run(code);
        assertTrue(h.contains("algorithm did not converge") && h.contains("numerically 0 or 1"), h);
        assertEquals(h, engine.run(code));
        assertTrue(((RLogical) local(engine, "small")).data()[0] == 1, "the engine fit ran in passes");
    }

    /**
     * For y of 0s and 1s the binomial deviance residuals with one log and the AIC from densities of
     * mu alone are the family's own doubles, and dbinom of one count and size in the engine is the
     * builtin's: bit for bit, with probabilities at and near 0 and 1.
     */
    @Test void binaryResponsesGiveTheFamilysDoubles() {
        String code = "set.seed(11); n <- 200003\n"
                + "p <- runif(n)\n"
                + "p[1:10] <- c(0, 1, 1e-300, 1e-17, 0.05, 0.1, 0.9, 0.95, 1 - 1e-16, 0.5)\n"
                + "y <- as.numeric(runif(n) < 0.5)\n"
                + "y[1:10] <- c(0, 0, 1, 1, 0, 1, 0, 1, 0, 1)\n"
                + "mu <- p * 1\n"
                + "dev <- .glm.engine.binary.dev(y, mu, 1)\n"
                + "dev.family <- binomial()$dev.resids(y, mu, 1)\n"
                + "aic <- c(.glm.engine.binary.aic(y[-(1:2)], mu[-(1:2)]), binomial()$aic(y[-(1:2)], 1, mu[-(1:2)], 1, 0))\n"
                + "d1 <- dbinom(1, 1, mu, log = TRUE); d0 <- dbinom(0, 1, mu); d3 <- dbinom(3, 7, c(mu, NA))\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(0);
        assertEquals(heap.run(code), engine.run(code));
        for (String name : new String[] {"dev", "aic", "d1", "d0", "d3"}) {
            assertArrayEquals(((RDouble) local(heap, name)).data(), ((RDouble) local(engine, name)).data(), name);
        }
        assertArrayEquals(((RDouble) local(engine, "dev.family")).data(), ((RDouble) local(engine, "dev")).data());
        double[] aic = ((RDouble) local(engine, "aic")).data();
        assertEquals(aic[1], aic[0], 0.0, "the AIC");
        assertTrue(engine.global("d1") instanceof flashr.lang.EngineValue, "dbinom stayed in the engine");
    }

    /** Proportions as y, and a family of the user's own validmu, take the family's own functions. */
    @Test void otherResponsesAndFamiliesAreTheFamilys() {
        String code = "set.seed(13); n <- 250003\n"
                + "X <- matrix(rnorm(n * 4), n, 4)\n"
                + "y <- round(runif(n) * (1 + X[, 1] > 0), 1)\n"
                + "fit <- suppressWarnings(glm(y ~ X, family = binomial))\n"
                + "print(fit)\n"
                + "fam <- binomial(); fam$validmu <- function(mu) all(mu > 1e-12 & mu < 1 - 1e-12)\n"
                + "y2 <- as.numeric(y > 0.5)\n"
                + "fit2 <- glm(y2 ~ X, family = fam)\n"
                + "print(fit2)\n"
                + "small <- nrow(fit$qr$qr) == 5 && nrow(fit2$qr$qr) == 5\n"
                + "d <- c(fit$deviance, fit$aic, fit$null.deviance, fit2$deviance, fit2$aic, coef(fit), coef(fit2))\n";
        EngineTestSession heap = EngineTestSession.withoutEngine();
        EngineTestSession engine = new EngineTestSession(0);
        assertEquals(heap.run(code), engine.run(code));
        assertTrue(((RLogical) local(engine, "small")).data()[0] == 1, "the engine fits ran in passes");
        assertClose(heap, engine, "d", 1e-10, "proportions and the user's validmu");
    }

    private static flashr.lang.RValue local(EngineTestSession s, String name) {
        return flashr.lang.EngineValue.local(s.global(name));
    }

    private static void assertClose(EngineTestSession heap, EngineTestSession engine, String name, double tol, String what) {
        double[] a = ((RDouble) local(heap, name)).data(), b = ((RDouble) local(engine, name)).data();
        assertEquals(a.length, b.length, name + ", " + what);
        for (int i = 0; i < a.length; i++) {
            assertEquals(a[i], b[i], tol * Math.max(1, Math.abs(a[i])), name + "[" + (i + 1) + "], " + what);
        }
    }
}
