package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed bodies with numeric vectors: {@code x[i]} reads and {@code x[i] <- v} writes of double and
 * integer vectors, {@code length(x)}, {@code seq_along(x)}, {@code numeric(n)}/{@code integer(n)},
 * {@code sum(x)} of doubles, vectors as arguments and values; R's copy on write kept (the
 * caller's vector never changes). Compiled against the interpreter, including where typed code
 * gives up: an index NA, 0, negative or past the end, a length R refuses, vectors with
 * attributes, lists, a double written into an integer vector, {@code [<-} redefined.
 */
class TypedBodyVectorsTest {
    private static final String FILL = "fill <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- i * 2; sum(v) }\n";
    private static final String BS = "bs <- function(x) { n <- length(x); if (n < 2) return(x); for (i in 1:(n - 1)) for (j in 1:(n - i)) "
            + "if (x[j] > x[j + 1]) { t <- x[j]; x[j] <- x[j + 1]; x[j + 1] <- t }; x }\n";
    private static final String CNT = "cnt <- function(n) { v <- integer(n); for (i in 1:n) v[i] <- i %% 3L; v }\n";
    private static final String ID = "id <- function(x) { s <- 0; for (i in seq_along(x)) s <- s + x[i]; x }\n";

    @ParameterizedTest
    @ValueSource(strings = {
        // a vector made, filled and summed; lengths R truncates or refuses; seq_len(0) (the generic body)
        FILL + "fill(10); fill(100000); fill(2.5); fill(3L); fill(0); r <- try(fill(-1)); r <- try(fill(NA))\n",
        // bubble sort: the caller's vector unchanged (copy on write), doubles and integers, NA (R's error), names, empty, one element
        BS + "v <- c(3, 1, 2, 9, -4, 0.5); s <- bs(v); print(v); print(s); bs(c(5L, 3L, 9L, 1L)); typeof(bs(c(5L, 3L)))\n"
            + "r <- try(bs(c(1, NA, 3))); bs(c(b = 2, a = 1)); bs(numeric(0)); bs(7); bs(integer(0)); bs(c(TRUE, FALSE))\n"
            + "for (k in 1:3) print(bs(c(k, 3, 1, 2)))\nw <- runif(1); bs(c(2, 1, w)) == sort(c(2, 1, w))\n",
        // an integer vector made and returned; an integer-guessed length given a double
        CNT + "cnt(7L); cnt(7); typeof(cnt(7L)); cnt(1L); r <- try(cnt(0L)); cnt(2.9)\n",
        // an argument returned as it came: the value a vector of its own
        ID + "w <- c(1, 2, 3); y <- id(w); y[1] <- 100; print(w); print(y); id(1:3); id(c(x = 1)); id(matrix(1:4, 2))\n",
        // reads out of bounds: NA, 0, negative, fractional, NA index; a list, a string, a matrix
        "g <- function(x, i) x[i] * 2\ng(c(1, 2, 3), 2); g(c(1, 2, 3), 5); g(c(1, 2, 3), 0); g(c(1, 2, 3), 2.9); g(c(1, 2, 3), NA); g(c(1, 2, 3), -1)\n"
            + "g(c(1L, NA, 3L), 2L); g(c(4L, 5L), 1); r <- try(g(list(1, 2), 1)); r <- try(g('a', 1)); g(matrix(1:4, 2), 3)\n",
        // writes past the end (R grows the vector), a double written into an integer vector (R makes it double)
        "gr <- function(n) { v <- numeric(2); for (i in 1:n) v[i] <- i; v }\ngr(1); gr(5)\n"
            + "mixw <- function(n) { v <- integer(n); for (i in 1:n) v[i] <- i / 2; v }\nmixw(3); typeof(mixw(3))\n"
            + "wz <- function(x) { x[0] <- 5; x }\nwz(c(1, 2))\nwn <- function(x, i) { x[i] <- 9; x }\nwn(c(1, 2), NA); wn(c(1, 2), 2); wn(c(1, 2), 4); wn(1:2, 1L); typeof(wn(1:2, 1L))\n",
        // length of vectors and of what is not a plain vector; sum with NA and NaN, long double accumulation
        "len2 <- function(x) length(x) * 2L\nlen2(c(1, 2)); len2(1:5); len2(list(1, 2)); len2('a'); len2(NULL)\n"
            + "sm <- function(x) sum(x) + 1\nsm(c(1, NA, NaN)); sm(c(NaN, NA)); sm(c(1e308, 1e308, -1e308)); sm(1:3); sm(c(0.1, 0.2, 0.3)); sm(numeric(0)); sm(-0)\n",
        // [<- and length redefined: the generic body calls them
        BS + "bs(c(2, 1))\n`[<-` <- function(x, i, value) { cat('my [<-\\n'); x }\nbs(c(2, 1))\nrm(`[<-`)\nbs(c(2, 1))\n"
            + "length <- function(x) 1L\nbs(c(2, 1))\nrm(length)\nbs(c(3, 2, 1))\n",
        // calls the evaluator makes (an argument of a builtin): the argument a promise of a variable, read unforced;
        // a promise of a promise, an active binding, an expression: the generic body
        BS + "x <- c(4, 2, 9, 1); print(identical(bs(x), sort(x))); print(x)\ng <- function(y) bs(y)\ng(c(3, 1, 2)); identical(g(x), sort(x))\n"
            + "makeActiveBinding('ab', function() { cat('read ab\\n'); c(3, 1, 2) }, environment()); identical(bs(ab), c(1, 2, 3)); identical(bs(x + 1), sort(x) + 1)\n"
            + "h <- function(z) { force(z); identical(bs(z), sort(z)) }; h(x); sapply(list(c(2, 1), c(5L, 4L)), bs)\n",
        // a vector the body makes and indexes with a scalar it computes; a typed callee of scalars
        "sq <- function(x) x * x\nsqs <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- sq(i); k <- length(v); v[k] + v[1] }\nsqs(10); sqs(1); sqs(3L)\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void vectorBodiesAreTyped() {
        for (String src : new String[] {FILL + "fill(10)\n", BS + "bs(c(3, 1, 2))\n", CNT + "cnt(7L)\n", ID + "id(c(1, 2))\n"}) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().filter(l -> l.startsWith("compiled   function")).allMatch(l -> l.endsWith("typed on doubles")), s.report().toString());
        }
    }
}
