package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed bodies with logical vectors: {@code ok[i]} of a logical parameter as a condition (with
 * {@code &&}, {@code ||}, {@code !}), comparisons of vector elements, {@code logical(n)},
 * {@code v[i] <- TRUE}, logical locals, {@code sum}/{@code any}/{@code all} of logicals, a logical
 * vector returned. Compiled against the interpreter, including where typed code gives up: an NA
 * met by {@code if} (R's error from the generic body), a number vector or one with names passed
 * for the logical one, a number written into a logical vector.
 */
class TypedLogicalVectorsTest {
    private static final String F = "f <- function(x, ok) { s <- 0; for (i in seq_along(x)) if (x[i] > 0 && ok[i]) s <- s + x[i]; s }\n";
    private static final String POS = "pos <- function(x) { v <- logical(length(x)); for (i in seq_along(x)) v[i] <- x[i] > 0; v }\n";
    private static final String CNT = "cnt <- function(ok) { n <- 0L; for (i in seq_along(ok)) if (!ok[i]) n <- n + 1L; n + sum(ok) * 100L }\n";
    private static final String FIND = "fnd <- function(x, t) { found <- FALSE; for (i in seq_along(x)) if (x[i] == t) { found <- TRUE; break }; if (found) 1 else 0 }\n";

    @ParameterizedTest
    @ValueSource(strings = {
        // the example: NA in the condition (R's error), NA short-circuited, recycled lengths, numbers for ok
        F + "f(c(1, -2, 3, 4), c(TRUE, TRUE, FALSE, TRUE)); f(1:4, c(TRUE, FALSE, TRUE, TRUE)); r <- try(f(c(1, 2), c(TRUE, NA)))\n"
            + "f(c(-1, 2), c(NA, TRUE)); f(c(1, 2), c(1, 0)); r <- try(f(c(1, 2, 3), c(TRUE, FALSE))); f(numeric(0), logical(0))\n"
            + "f(c(a = 1, b = 2), c(TRUE, TRUE)); f(c(1, 2), c(x = TRUE, y = FALSE)); r <- try(f(c(1, NA), c(TRUE, TRUE)))\n",
        // a logical vector made, filled with comparisons and returned; NA elements kept
        POS + "pos(c(1, -1, 0, 2)); pos(c(1, NA, -3)); pos(integer(0)); typeof(pos(1:3)); pos(5L)\n",
        // ! of elements, sum of logicals (an integer; NA), scalar logical locals
        CNT + "cnt(c(TRUE, FALSE, FALSE)); cnt(c(FALSE, TRUE, TRUE)); r <- try(cnt(c(TRUE, NA))); cnt(logical(0)); typeof(cnt(TRUE)); cnt(c(1, 0))\n",
        FIND + "fnd(c(3, 5, 7), 5); fnd(c(3, 5, 7), 4); r <- try(fnd(c(3, NA), 4)); fnd(1:10, 10L)\n",
        // any, all with NA; || and ! of elements
        "aa <- function(ok) if (any(ok)) 1 else if (all(!ok)) 2 else 3\naa(c(FALSE, TRUE)); aa(c(FALSE, FALSE)); r <- try(aa(c(FALSE, NA))); aa(c(TRUE, NA)); aa(logical(0))\n"
            + "al <- function(ok) { if (all(ok)) return(1); 0 }\nal(c(TRUE, TRUE)); al(c(TRUE, FALSE)); al(c(FALSE, NA)); r <- try(al(c(TRUE, NA))); al(logical(0))\n"
            + "orf <- function(a, b) { n <- 0; for (i in seq_along(a)) if (a[i] || !b[i]) n <- n + 1; n }\norf(c(TRUE, FALSE, FALSE), c(TRUE, TRUE, FALSE)); orf(c(TRUE, NA), c(NA, NA)); r <- try(orf(c(FALSE, NA), c(TRUE, TRUE)))\n",
        // writes into a logical parameter: the caller's vector unchanged; a number written (R coerces: generic); TRUE into a number vector
        "flip <- function(ok) { for (i in seq_along(ok)) ok[i] <- !ok[i]; ok }\nw <- c(TRUE, NA, FALSE); flip(w); print(w); flip(TRUE)\n"
            + "wn <- function(ok) { ok[1] <- 2; ok }\nwn(c(TRUE, FALSE))\nwt <- function(x) { x[1] <- TRUE; x }\nwt(c(5, 6)); wt(c(FALSE, FALSE))\n",
        // ! and any redefined: the generic body calls them
        CNT + "cnt(c(TRUE, FALSE))\n`!` <- function(x) { cat('my !\\n'); FALSE }\ncnt(c(TRUE, FALSE))\nrm(`!`)\ncnt(c(TRUE, FALSE))\n",
        // called by the evaluator: sapply over lists of logicals, Map with numbers and logicals
        F + POS + "sapply(list(c(TRUE, FALSE), c(FALSE, FALSE)), function(ok) f(c(1, 2), ok)); unlist(Map(f, list(c(1, 2), 3), list(c(TRUE, TRUE), FALSE)))\n"
            + "identical(pos(c(2, -2)), c(2, -2) > 0)\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void logicalBodiesAreTyped() {
        for (String src : new String[] {F + "f(c(1, 2), c(TRUE, FALSE))\n", POS + "pos(c(1, -1))\n", CNT + "cnt(c(TRUE, FALSE))\n", FIND + "fnd(c(1, 2), 2)\n"}) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().filter(l -> l.startsWith("compiled   function")).allMatch(l -> l.endsWith("typed on doubles")), s.report().toString());
        }
    }
}
