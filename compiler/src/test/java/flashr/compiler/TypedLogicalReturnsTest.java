package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed functions returning one logical (issue 25): a comparison, {@code &&}, {@code ||},
 * {@code !}, an {@code if} of logicals, NA kept; called directly and by sapply, vapply, Filter,
 * Position, Map. Compiled against the interpreter, where the typed body gives up too (an NA
 * condition: R's error from the generic body; a logical argument: the generic body).
 */
class TypedLogicalReturnsTest {
    @ParameterizedTest
    @ValueSource(strings = {
        "is_pos <- function(v) v > 0\nis_pos(3); is_pos(-1L); is_pos(NA); is_pos(NaN); is_pos(0); typeof(is_pos(2))\n"
            + "rng <- function(v, lo, hi) v >= lo && v <= hi\nrng(2, 1, 3); rng(5L, 1L, 3L); rng(NA, 1, 3); rng(0, NA, 3); rng(2, 1L, 3)\n",
        "sg <- function(x) if (x > 0) TRUE else if (x < 0) FALSE else NA\nsg(2); sg(-2); sg(0); r <- tryCatch(sg(NA_real_), error = function(e) e); conditionCall(r)\n"
            + "ap <- function(v) { for (i in seq_along(v)) if (!(v[i] > 0)) return(FALSE); TRUE }\nap(c(1, 2)); ap(c(1, -2)); ap(numeric(0)); r <- try(ap(c(1, NA)))\n"
            + "big <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + v[i]; s > 10 }\nbig(c(5, 6)); big(1:3); big(c(1, NA))\n",
        "x <- c(a = 3, b = -1, c = NA, d = 5)\nsapply(x, function(v) v > 2); vapply(x, function(v) v > 0, logical(1)); vapply(1:6, function(i) i %% 3L == 0L, NA)\n"
            + "vapply(1:3, function(i) i > 1, numeric(1)); Filter(function(v) v > 2, c(1, 5, 2, 7, NA, 3)); Position(function(v) v > 4, c(1, 5, 2, 7))\n"
            + "Map(function(a, b) a > b, 1:3, c(2, 2, 2)); mapply(function(a, b) a == b, 1:4, c(1L, 3L, 3L, 4L)); Find(function(v) v > 4, c(1, 5, 2, 7))\n"
            + "ip <- function(v) v > 0; k <- ip; k(4); ip <- function(v) v < 0; k(4); ip(4); sapply(c(-1, 1), k)\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void logicalReturnsAreTyped() {
        CompiledScript s = Differential.assertSame("is_pos <- function(v) v > 0\nprint(is_pos(2))\nprint(vapply(c(1, -1), function(v) v > 0 && v < 5, NA))\n");
        assertTrue(s.report().stream().filter(l -> l.startsWith("compiled   function")).allMatch(l -> l.endsWith("typed on doubles")), s.report().toString());
    }
}
