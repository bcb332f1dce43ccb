package flashr.compiler;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * sapply, vapply and lapply over a numeric vector with a typed function of one parameter (issue 25,
 * {@code ValueEntry.typedMap}): one JVM loop writing the values into the result; names, empty
 * vectors, attributes, FUN.VALUE's type, and elements that give up (every element then applied as
 * R applies it), extra numeric arguments by position or name (bound once), Map and mapply of two vectors
 * ({@code typedMap2}: of one length, MoreArgs) compiled against the interpreter.
 */
class TypedApplyMapTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "x <- c(a = 1.5, b = -2, c = NA, d = 4)\nsapply(x, function(v) v * 2 + 1); sapply(unname(x), function(v) v > 0); sapply(x, function(v) v * 2, USE.NAMES = FALSE)\n"
            + "sapply(x, function(v) v, simplify = FALSE); sapply(x, function(v) v, simplify = 'array'); sapply(1:6, function(i) i %/% 2L); sapply(c(p = 1L, q = NA), function(i) -i)\n"
            + "sapply(numeric(0), function(v) v + 1); vapply(integer(0), function(i) i, 0L); lapply(c(u = 1, v = 2), function(v) v^2); lapply(1:3, function(i) i %% 2L == 0L)\n",
        "x <- c(a = 1.5, b = -2, c = NA)\nvapply(x, function(v) v - 1, numeric(1)); vapply(x, function(v) v > 0, logical(1)); vapply(x, function(v) v > 0, numeric(1))\n"
            + "vapply(1:4, function(i) i * 2L, numeric(1)); vapply(1:4, function(i) i > 2L, integer(1)); vapply(1:3, function(i) i, c(n = 0)); vapply(x, function(v) v, 0, USE.NAMES = FALSE)\n"
            + "r <- try(vapply(1:3, function(i) i / 2, integer(1))); r <- try(vapply(c(1, 2), function(v) v > 1, integer(1))); r <- try(vapply(c(2, 3), function(v) v, 0L))\n",
        "r <- tryCatch(sapply(c(1, 2, NA, 4), function(v) if (v > 1) v else -v), error = function(e) e); conditionCall(r)\n"
            + "sapply(c(1L, 2147483647L, 5L), function(i) i + 1L); vapply(c(4, -1, 9), function(v) sqrt(v), 0); sapply(factor(c('lo', 'hi')), function(v) v + 1)\n"
            + "sapply(as.Date('2020-01-01') + 0:1, function(v) v + 1); sapply(matrix(1:4, 2), function(i) i * 10L); sapply(structure(1:2, foo = 'bar'), function(i) i + 1L)\n",
        "sq <- function(v) v * v\nsapply(1:5, sq); sapply(seq(0.5, 2.5, by = 0.5), sq); vapply(c(one = 1, two = 2), sq, 0); lapply(2:3, sq)\n"
            + "`*` <- function(e1, e2) base::`+`(e1, e2); sapply(1:3, sq); rm(`*`); sapply(1:3, sq); sq <- function(v) -v; sapply(1:3, sq)\n"
            + "deep <- function(n) if (n == 0) 0 else sum(sapply(n, function(i) deep(i - 1) + 1)); deep(50); sapply(1:3, function(i) sapply(1:2, function(j) i * 10 + j))\n"
            + "f <- function(n) { `+` <- function(a, b) a * b; sapply(seq_len(n), function(i) i + 3) }; f(3); cnt <- 0; sapply(1:3, function(i) { cnt <<- cnt + 1; i }); cnt\n",
        "f <- function(v, k) v * k\nsapply(1:4, f, k = 2); sapply(c(a = 1.5, b = 2), f, k = 3L); sapply(1:3, f, 2); sapply(c(2.5, 3), f, 2L); vapply(c(1.5, NA), f, 0, k = 3)\n"
            + "g <- function(a, b, c) a * 100 + b * 10 + c; sapply(1:3, g, c = 1, b = 2); sapply(c(x = 1, y = 2), g, 5, c = 7L); lapply(1:2, g, b = 0, 9)\n"
            + "sapply(1:3, function(k, v) k - v, v = 1); sapply(1:3, f, k = c(1, 2)); sapply(1:3, f, k = c(a = 2)); sapply(1:3, f, k = TRUE); sapply(1:3, function(v, k) v, k = 'a')\n"
            + "sapply(c(1L, 2147483647L), function(i, k) i + k, k = 1L); r <- tryCatch(sapply(c(1, 2), function(v, lim) if (v > lim) v else lim, lim = NA), error = function(e) e); conditionCall(r)\n"
            + "h <- function(v, lo, hi) if (v < lo) lo else if (v > hi) hi else v; vapply(seq(-2, 8, by = 2), h, 0, lo = 0, hi = 5); sapply(-2:8, h, hi = 5L, lo = 0L)\n",
        "f <- function(a, b) a * b + 1; x <- c(u = 1, v = 2.5, w = NA); y <- c(p = 10, q = 20, r = 30)\nMap(f, x, y); mapply(f, x, y); mapply(f, x, y, USE.NAMES = FALSE); mapply(f, x, y, SIMPLIFY = FALSE)\n"
            + "mapply(function(a, b) a + b, 1:3, c(0.5, 1.5, 2)); mapply(function(a, b) a + b, c(2147483647L, 1L), 1L); mapply(function(a, b) a > b, c(1, 5), c(2, 3))\n"
            + "mapply(f, numeric(0), numeric(0)); Map(f, 2L, 3); mapply(f, 1:6, 1:2); mapply(f, 1:3, 1:2); Map(f, c(a = 1, b = 2), structure(3:4, foo = 1)); Map(f, b = 1:2, a = 3:4)\n"
            + "r <- tryCatch(mapply(function(a, b) if (a > b) a else b, c(1, NA), c(2, 4)), error = function(e) e); conditionCall(r)\n"
            + "mapply(function(a, b, k) a * b * k, 1:3, 4:6, MoreArgs = list(k = 2)); Map(function(a, b, k) a + k, 1:2, 3:4, MoreArgs = list(k = c(1, 2))); mapply(function(k, a, b) a - k, 1:2, 3:4, MoreArgs = list(k = 1))\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }
}
