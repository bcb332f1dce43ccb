package flashr.base.matrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.parse.RParser;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Which scripts get the native BLAS loaded before their first line runs. */
class LinalgPreloadTest {
    private static boolean preloads(String script) {
        return LinalgPreload.namesLinalg(RParser.parse(script, "<test>"));
    }

    @Test
    void scriptsNamingLinearAlgebraAnywhere() {
        assertTrue(preloads("set.seed(1)\nX <- matrix(rnorm(100), 10)\nb <- X %*% rep(1, 10)"));
        assertTrue(preloads("f <- function(d) { fit <- lm(y ~ x, data = d); coef(fit) }"));
        assertTrue(preloads("s <- apply(X, 2, crossprod)"));
        assertTrue(preloads("if (TRUE) print(solve(diag(3)))"));
    }

    @Test
    void theRoutinesOfTheNamedFunctions() {
        assertEquals(Set.of("dgesv", "dlange", "dgecon", "dpotrf"),
                LinalgPreload.routinesNamed(RParser.parse("x <- solve(A)\nR <- chol(S)", "<test>")));
        assertEquals(Set.of("dgemv", "dsyrk", "level1", "dpotri"), LinalgPreload.routinesNamed(RParser.parse("fit <- lm(y ~ x); X %*% b", "<test>")));
        assertEquals(Set.of("dsyevr", "dgeev", "dgesdd", "dgetrf"),
                LinalgPreload.routinesNamed(RParser.parse("e <- eigen(S, symmetric = TRUE); s <- svd(A); det(A)", "<test>")));
        assertNull(LinalgPreload.routinesNamed(RParser.parse("x <- 1:10", "<test>")));
    }

    @Test
    void scriptsWithoutIt() {
        assertFalse(preloads("x <- 1:10\nprint(sum(x * 2))"));
        assertFalse(preloads("cat('solve', \"%*%\")"));   // strings name nothing
        assertFalse(preloads(""));
    }
}
