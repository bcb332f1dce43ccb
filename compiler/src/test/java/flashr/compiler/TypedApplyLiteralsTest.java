package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Function literals passed to the apply family (issue 25): a literal no assignment names gets the
 * typed methods a named function gets (no calls of itself), and lapply, sapply, vapply, Map,
 * mapply, Reduce and Filter call them on each element's value without a frame
 * ({@code flashr.eval.ValueEntry}); where they give up (an NA condition, an overflow, a NaN R warns
 * about, a value that is not a plain number) the general call runs, with R's errors and warnings.
 * Compiled against the interpreter.
 */
class TypedApplyLiteralsTest {
    @ParameterizedTest
    @ValueSource(strings = {
        // names, empty X, simplify, USE.NAMES, integer and double elements, extra arguments by position and by name
        "sapply(1:10, function(i) i^2 + 1); sapply(c(a = 1.5, b = NA), function(v) v * 2); sapply(integer(0), function(i) i + 1)\n"
            + "sapply(1:3, function(i) i * 2L, simplify = FALSE); sapply(c(x = 2L, y = 3L), function(i) i %/% 2L, USE.NAMES = FALSE)\n"
            + "lapply(c(first = 1, second = 2.5), function(v) v / 2); sapply(1:4, function(i, k) i * k, 2.5); sapply(1:4, function(i, k) i * k, k = 3L)\n",
        // vapply's checks, Map's names and recycling, mapply, Reduce (left, right, accumulate), Filter
        "vapply(c(2, -3, 0.5), function(v) if (v > 0) sqrt(v) else -v, numeric(1)); vapply(1:4, function(i) i * 3L, integer(1))\n"
            + "tryCatch(vapply(1:3, function(i) i / 2, integer(1)), error = function(e) conditionMessage(e)); vapply(c(p = 1, q = 4), function(v) v^0.5, 0)\n"
            + "Map(function(a, b) a * b + 1, 1:4, c(0.5, 1.5)); Map(function(a, b) a - b, c(u = 10, v = 20), 3); mapply(function(a, b) if (a > b) a else b, 1:5, 5:1)\n"
            + "Reduce(function(acc, x) acc * 2 + x, 1:6, accumulate = TRUE); Reduce(function(a, b) a - b, c(1.5, 2.5, 3), right = TRUE); Filter(function(v) v %% 2 == 0, 1:10)\n",
        // giving up: an NA condition (R's error and call), an overflow and a NaN (R's warnings), values that are not plain numbers
        "r <- tryCatch(sapply(c(1, NA, 3), function(v) if (v > 1) v else -v), error = function(e) e); conditionMessage(r); conditionCall(r)\n"
            + "sapply(c(1L, 2147483647L, 5L), function(i) i + 1L); vapply(c(4, -1), function(v) sqrt(v) + 1, 0)\n"
            + "sapply(list(1, 2L, 'a', NULL, c(1, 2)), function(e) tryCatch(e * 2, error = function(c) -1)); sapply(factor(c('lo', 'hi')), function(v) v + 1)\n"
            + "withCallingHandlers(sapply(c(2L, .Machine$integer.max), function(i) i * 2L), warning = function(w) { print(sys.call(-1)); invokeRestart('muffleWarning') })\n"
            + "sapply(1:3, function(i) if (i == 2) NA_integer_ else i); sapply(c(2, NaN, Inf, -Inf), function(v) v %% 3)\n"
            + "sapply(c(-2L, NA, 3L), function(i) -i); sapply(c(1.5, NA, NaN, -Inf), function(v) -v + 0); sapply(c(2L, NA, -3L), function(i) +i * i^2)\n"
            + "sapply(c(0, -1, 0.5, NA, Inf), function(v) v^-1 + (-v)^2 + 2^v); sapply(c(0L, NA, 2L), function(i) i^0L - -i)\n",
        // typed callees, free variables, redefined operators, vectors in and out, recursion depth, errors from stop
        "sq <- function(x) x * x; sapply(1:5, function(i) sq(i) + sq(i + 0.5)); k <- 10; f <- function(i) i + k; sapply(1:3, function(i) i + k)\n"
            + "`+` <- function(e1, e2) base::`-`(e1, e2); sapply(1:3, function(i) i + 1); rm(`+`); sapply(1:3, function(i) i + 1)\n"
            + "sq <- function(x) -x; sapply(1:3, function(i) sq(i) * 2)\n"
            + "sapply(1:4, function(n) { v <- numeric(n); for (j in seq_len(n)) v[j] <- j / 2; v }); lapply(1:3, function(n) integer(n))\n"
            + "vapply(list(c(1, 2), c(3, 4, 5), 1:3), function(v) { s <- 0; for (j in seq_along(v)) s <- s + v[j]; s }, 0)\n"
            + "tb <- function(x) sapply(x, function(v) if (v > 0) v else stop('negative: ', v)); tryCatch(tb(c(1, -2)), error = function(e) deparse(conditionCall(e)))\n"
            + "deep <- function(n) if (n == 0) 0 else sapply(n, function(i) deep(i - 1) + 1); deep(30)\n",
        // the literal's environment a function frame: a local + in that frame, a parameter named like a base function
        "w <- function(n) { `*` <- function(a, b) a + b; sapply(seq_len(n), function(i) i * 10) }; w(3)\n"
            + "v <- function(n, sqrt) sapply(seq_len(n), function(i) sqrt(i)); v(3, function(x) -x)\n"
            + "u <- function(n) { h <- function(i) i * 3; sapply(seq_len(n), function(i) h(i) + 1) }; u(4)\n",
        // x[[i]] of numeric vectors: in range typed, else (names, lists, out of bounds, negative, NA, 0) R's values and errors
        "g2 <- function(x, i) x[[i]] * 2\ng2(c(1, 2, 3), 2); g2(1:3, 2.7); g2(c(a = 1, b = 2), 2); g2(list(1, 2), 1)\n"
            + "for (i in list(5, 0, -1, NA, NA_integer_, -2)) print(tryCatch(g2(c(1, 2), i), error = function(e) conditionMessage(e)))\n"
            + "sapply(list(c(1, 2, 3), c(4, 5), 7L), function(v) v[[1]] + v[[length(v)]]); s2 <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + v[[i]]; s }; s2(c(1.5, 2.5)); s2(1:4)\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void literalsAreTyped() {
        CompiledScript s = Differential.assertSame("r <- sapply(1:5, function(i) i^2 + 1); print(r)\nprint(vapply(c(1, 2), function(v) if (v > 1) v else -v, 0))\n"
                + "print(Map(function(a, b) a %% b, 1:3, 2L))\n");
        assertTrue(s.report().stream().filter(l -> l.startsWith("compiled   function")).allMatch(l -> l.endsWith("typed on doubles")), s.report().toString());
    }
}
