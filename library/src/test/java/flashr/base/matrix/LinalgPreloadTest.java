package flashr.base.matrix;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.parse.RParser;
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
    void scriptsWithoutIt() {
        assertFalse(preloads("x <- 1:10\nprint(sum(x * 2))"));
        assertFalse(preloads("cat('solve', \"%*%\")"));   // strings name nothing
        assertFalse(preloads(""));
    }
}
