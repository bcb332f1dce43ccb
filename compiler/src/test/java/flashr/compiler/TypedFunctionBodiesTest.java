package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Functions typed on scalars with local assignments, early {@code return}, tail {@code if} blocks
 * and integer parameters, and calls entering them with the arguments' values (no promises, no
 * frame: {@code Calls.direct}), compiled against the interpreter: the same output, warnings,
 * errors and status, including where guards must fail (redefinitions, promises with effects,
 * missing and named arguments, active bindings, types that differ from the guess).
 */
class TypedFunctionBodiesTest {
    private static final String FIBL = "fibl <- function(n) {\n  if (n < 2) return(n)\n  a <- fibl(n - 1)\n  b <- fibl(n - 2)\n  a + b\n}\n";
    private static final String FIBI = "fibi <- function(n) if (n < 2L) n else fibi(n - 1L) + fibi(n - 2L)\n";

    @ParameterizedTest
    @ValueSource(strings = {
        // locals and early return: doubles, integers given to a double function, NA conditions, strings
        FIBL + "fibl(20)\nfibl(0.5)\nfibl(10L)\nfibl(TRUE)\ntry(fibl('a'))\ninvisible(fibl(3))\nfibl(n = 6)\n"
            + "r <- try(fibl(NA_real_)); print(r)\ntry(fibl(NaN))\nwithCallingHandlers(try(fibl(c(NA, 1))), error = function(e) print(sys.calls()[[2]]))\n",
        // tail if with blocks, a parameter reassigned, a local read in both branches
        "g <- function(x, y) { t <- x * y\n if (t > 10) { u <- t - 10; u * 2 } else { x <- x + 1; t + x } }\ng(2, 3); g(5, 4); g(NA, 1); g(2L, 3)\n",
        // a local assigned twice, a return in braces, a value NaN
        "h <- function(x) { s <- x / 2; s <- s + sqrt(abs(x)); if (s > 100) { return(-1) }; s }\nh(4); h(1e6); h(-9); h(NaN)\n",
        // integer parameters: overflow gives R's warning, NA propagates, a double argument
        FIBI + "fibi(20L)\nfibi(20)\nfibi(NA_integer_ + 0L)\ntypeof(fibi(10L))\n"
            + "m <- function(a, b) { p <- a * b; p + 1L }\nm(3L, 4L); m(.Machine$integer.max, 2L); m(NA_integer_, 1L); m(2L, 3)\n",
        "k <- function(n) { if (n < 1L) return(0L)\n k(n - 1L) + n }\nk(100L); k(10); k(5000L)\n",
        // redefinitions: the name rebound to another function, a local copy, base functions redefined
        FIBL + "g <- fibl\nfibl <- function(n) 100\ng(5)\nfibl <- g\n`<` <- function(a, b) { cat('my <\\n'); FALSE }\nr <- try(fibl(1)); rm(`<`)\nfibl(6)\n"
            + "`+` <- function(a, b) 1; fibl(6); rm(`+`); fibl(6)\nreturn <- function(x) 'mine'; fibl(4); rm(return); fibl(4)\n",
        // a local named like a function the body calls, or a local read before its assignment: not typed, still R's
        "f <- function(n) { if (n > 1) return(n); y <- n + 1; y + z }\nz <- 10; f(0.5); f(3)\n",
        "f <- function(n) { abs <- n * 2; abs(abs) }\nf(-3)\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // small closures called in loops with variables and constants: typed, entered directly
        "sq <- function(x) x * 0.5 + 1\nf <- function(n) { s <- 0; for (i in 1:n) { x <- i * 1.5; s <- s + sq(x) }; s }\nf(100)\n",
        "add3 <- function(a, b, c) { t <- a + b; t * c }\nf <- function(n) { s <- 0; for (i in 1:n) s <- add3(s, i, 0.5); s }\nf(1000)\n",
        // the argument a promise with effects: forced once, in R's order, by the general call
        "sq <- function(x) x * 2\ng <- function(v) sq(v)\ng({ cat('forced\\n'); 3 })\n",
        // arguments unbound, missing, named, an active binding, a function
        "sq <- function(x) x * 2\ntry(sq(nope))\nf <- function(a) sq(a)\ntry(f())\nsq(x = 2)\n"
            + "makeActiveBinding('ab', function() { cat('read ab\\n'); 4 }, environment())\nsq(ab)\ntry(sq(sq))\n",
        // an integer overflow and an NA condition in a callee entered directly: R's warning and error from the general call
        "m <- function(a, b) { p <- a * b; p + 1L }\nbig <- .Machine$integer.max; two <- 2L; m(big, two)\n"
            + "h <- function(x) { if (x > 1) return(x); x + 1 }\nna <- NA_real_; r <- try(h(na)); withCallingHandlers(try(h(na)), error = function(e) print(sys.call(-1)))\n",
        // a parameter never read: its variable unbound, never forced
        "first <- function(a, b) a + 1\nfirst(1, nope)\nx <- 2; first(x, stop('no'))\n",
        // the callee redefined between calls in a loop, and by a call in the loop
        "sq <- function(x) x * 2\ns <- 0; for (i in 1:6) { y <- i + 0.5; s <- s + sq(y); if (i == 3) sq <- function(x) -1 }; s\n",
        "sq <- function(x) x * 2\nr <- function(x) { sq <<- function(x) 0; 1 }\ns <- 0; y <- 1.5; for (i in 1:4) s <- s + sq(y) + r(y); s\n",
        // a site whose tries fail for a while (integers into a double parameter), then fit: backed off, then direct again
        "sq <- function(x) x * 2\nsq(2.5)\ns <- 0; for (i in 1:3000) { v <- if (i < 2000) i else i + 0.5; s <- s + sq(v) }; s\n",
        // recursion depth near R's limit through direct calls
        "d <- function(n) if (n < 1) 0 else d(n - 1) + 1\nw <- function(n) d(n)\nx <- 4990; w(x)\nx <- 6000; try(w(x))\n",
    })
    void directCallsSameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a local accumulator over seq_len(n): whole, fractional, zero (i NULL in R: generic), negative and NA counts, an overflow
        "sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i*i; s }\nsumsq(10); sumsq(2.5); sumsq(0); try(sumsq(-1)); try(sumsq(NA)); sumsq(1e5)\n",
        // a:b up and down, fractional and NA bounds, an integer accumulator that overflows
        "down <- function(a, b) { s <- 0; for (j in a:b) s <- s * 2 + j; s }\ndown(5, 1); down(1, 5); down(1.5, 4); try(down(NA, 3)); down(-2, -2)\n"
            + "isum <- function(n) { s <- 0L; for (i in 1:n) s <- s + i; s }\nisum(10L); isum(100000L); isum(0L)\n",
        // while loops with a parameter reassigned, NA in the condition (R's error), an early return inside a loop
        "halve <- function(x) { k <- 0; while (x > 1) { x <- x / 2; k <- k + 1 }; k }\nhalve(1000); halve(0.5); try(halve(NA)); halve(Inf > 0)\n"
            + "first <- function(n) { for (i in 1:n) { t <- i * 1.5; if (t * t > n) return(t) }; -1 }\nfirst(50); first(0.5); first(-3)\n",
        // nested loops, a local read after the loop only where assigned before it, the counter not readable after the loop
        "tri <- function(n) { s <- 0; for (i in 1:n) for (j in 1:i) s <- s + j / i; s }\ntri(20)\n"
            + "after <- function(n) { for (i in 1:n) y <- i * 2; y }\nafter(3)\nlast <- function(n) { for (i in 1:n) 0; i }\nlast(4)\n",
        // redefined for, seq_len and `:` (the generic body calls them), interrupts aside
        "sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i*i; s }\nsumsq(4)\nseq_len <- function(n) c(10, 20)\nsumsq(4)\nrm(seq_len)\n"
            + "`for` <- function(...) 'my for'\nsumsq(4)\nrm(`for`)\nsumsq(4)\n",
        // called from a typed loop directly, and from a loop with arguments that do not fit
        "sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i*i; s }\nt <- 0\nfor (k in 1:50) t <- t + sumsq(k / 2)\nt\n"
            + "u <- 0\nfor (k in 0:3) u <- u + sumsq(k * 1.0)\nu\nv <- 0\nfor (k in 1:3) v <- v + sumsq(k)\nv\n",
    })
    void loopsInTypedBodiesSameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void bodiesWithLoopsAreTyped() {
        String[] typed = {"sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i*i; s }\nsumsq(10)\n",
            "halve <- function(x) { k <- 0; while (x > 1) { x <- x / 2; k <- k + 1 }; k }\nhalve(1000)\n",
            "tri <- function(n) { s <- 0; for (i in 1:n) for (j in 1:i) s <- s + j / i; s }\ntri(20)\n"};
        for (String src : typed) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:1:") && l.endsWith("typed on doubles")), s.report().toString());
        }
    }

    @Test
    void localsReturnAndIntegersAreTyped() {
        String[] typed = {FIBL + "fibl(12)\n", FIBI + "fibi(12L)\n",
            "g <- function(x, y) { t <- x * y\n if (t > 10) { u <- t - 10; u * 2 } else t }\ng(2, 3)\n"};
        for (String src : typed) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:1:") && l.endsWith("typed on doubles")), s.report().toString());
        }
    }
}
