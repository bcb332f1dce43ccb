package flashr.compiler;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Extra named arguments passed through the apply family to a typed function (issue 25):
 * {@code sapply(x, f, k = 2)}, {@code vapply(x, function(v, k) v * k, numeric(1), k = 3)},
 * {@code Map(f, x, y, MoreArgs = list(k = 2))}: matched to the formals by exact name, the rest by
 * position, as R matches them; a partial name, an unknown name, a name given twice, too many
 * arguments go the general way (R's matching and errors). Compiled against the interpreter.
 */
class TypedApplyNamedArgsTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "f <- function(v, k) v * k\nsapply(1:4, f, k = 2); sapply(c(a = 1.5, b = 2), f, k = 3L); lapply(c(x = 1, y = 2), f, k = -1)\n"
            + "vapply(1:5, function(v, k) v * k, numeric(1), k = 3); vapply(1:3, function(i, k) i * k, integer(1), k = 2L)\n"
            + "sapply(1:3, function(v, k) v * k, v = 10); sapply(1:3, function(k, v) k - v, v = 1); sapply(1:3, f, k = NA)\n",
        "g <- function(a, b, c) a * 100 + b * 10 + c\nsapply(1:3, g, c = 1, b = 2); sapply(1:3, g, 5, c = 7); sapply(1:3, g, b = 0, 9)\n"
            + "Map(function(a, b, k) a * b + k, 1:3, c(2, 4, 6), MoreArgs = list(k = 2)); mapply(g, 1:3, c = 4:6, MoreArgs = list(b = 0))\n"
            + "mapply(function(x, y) x - y, y = 1:3, x = c(10, 20, 30)); Map(function(x, k) x^k, c(p = 2, q = 3), MoreArgs = list(k = 2L))\n",
        "f <- function(v, k) v * k\nsapply(1:3, function(value, kk) value * kk, kk = 2); sapply(1:3, function(value, kappa) value * kappa, ka = 2)\n"
            + "r <- try(sapply(1:3, f, z = 2)); r <- try(sapply(1:3, f, k = 2, k = 3)); r <- try(sapply(1:3, f, k = 2, v = 1))\n"
            + "r <- tryCatch(sapply(c(1, NA), function(v, lim) if (v > lim) v else lim, lim = 0), error = function(e) e); conditionCall(r)\n"
            + "sapply(c(2L, .Machine$integer.max), function(i, k) i + k, k = 1L); sapply(list(1, 'b'), function(v, k) v, k = 1)\n"
            + "Reduce(function(a, b) a + b, 1:4, accumulate = TRUE); Filter(function(v) v > 1, c(a = 1, b = 2))\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }
}
