package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code x[[i]] <- v} in typed bodies, on double, integer and logical vectors: in place where the
 * index is in range, as {@code x[i] <- v}; compiled against the interpreter where typed code gives
 * up (an index past the end: R grows the vector; 0, negative, NA: R's errors; a list; a double into
 * an integer vector) and where {@code [[<-} is redefined.
 */
class TypedElementAssignTest {
    private static final String CUM = "cum <- function(x) { for (i in seq_along(x)) if (i > 1) x[[i]] <- x[[i - 1]] + x[[i]]; x }\n";
    private static final String SETK = "setk <- function(x, k, v) { x[[k]] <- v; x }\n";

    @ParameterizedTest
    @ValueSource(strings = {
        CUM + "w <- c(1, 2, 3.5); cum(w); print(w); cum(1:4); typeof(cum(1:4)); cum(numeric(0)); cum(c(a = 1, b = 2)); r <- try(cum(list(1, 2)))\n"
            + "cum(c(2147483647L, 1L))\n",
        SETK + "setk(c(1, 2), 2, 9); setk(c(1, 2), 3, 9); r <- try(setk(c(1, 2), 0, 9)); setk(c(1, 2), 2.9, 9); r <- try(setk(c(1, 2), NA, 9))\n"
            + "r <- try(setk(c(1, 2), -1, 9)); setk(1:3, 2L, 7L); setk(1:3, 2L, 7.5); setk(c(TRUE, FALSE), 1, 5)\n",
        // R's OneIndex: 0, NA, negatives, fractions below 1, Inf, TRUE; -1 and -2 of a vector of length two; growth past the end
        SETK + "for (k in list(0, 0L, NA, NA_integer_, NaN, -1, -2, -3, -1L, -2L, 0.5, -0.5, -1.5, -2.5, 5, Inf, -Inf, TRUE, FALSE))\n"
            + "  for (x in list(c(1, 2), 1:2, c(TRUE, FALSE), 5, c(a = 1, b = 2, c = 3), numeric(0), list(1, 2), c('a', 'b')))\n"
            + "    print(tryCatch(setk(x, k, x[[1L]]), error = function(e) conditionMessage(e)))\n"
            + "g <- function(x, n) { x[[n + 5]] <- 1; x }\ng(c(1, 2), 0); g(1:2, -4); r <- try(g(c(1, 2), -5)); r <- try(g(c(1, 2), -6))\n",
        "lg <- function(n) { v <- logical(n); for (i in seq_len(n)) v[[i]] <- i %% 2L == 0L; v }\nlg(5); lg(1); r <- try(lg(0))\n",
        CUM + "cum(c(1, 2))\n`[[<-` <- function(x, i, value) { cat('my [[<-\\n'); x }\ncum(c(1, 2))\nrm(`[[<-`)\ncum(c(1, 2))\n"
            + "`[<-` <- function(x, i, value) { cat('my [<-\\n'); x }\ncum(c(1, 2))\nrm(`[<-`)\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void doubleBracketWritesAreTyped() {
        for (String src : new String[] {CUM + "cum(c(1, 2))\n", SETK + "setk(c(1, 2), 1, 3)\n"}) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().filter(l -> l.startsWith("compiled   function")).allMatch(l -> l.endsWith("typed on doubles")), s.report().toString());
        }
    }
}
