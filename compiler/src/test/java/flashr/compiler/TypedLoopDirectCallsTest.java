package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed loops that call a function typed on scalars call its typed method directly (no frame, no
 * promises: {@code TypedCall.callee} checks the name still finds that function, ready to run
 * typed, when the loop starts and after each escape), compiled against the interpreter: the same
 * output, warnings, errors and status, including where the callee gives up (an NA condition, an
 * integer overflow, R's nesting limit), is redefined or shadowed, or gets arguments of another type.
 */
class TypedLoopDirectCallsTest {
    private static final String SQ = "sq <- function(x) x * x\n";
    private static final String FIB = "fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)\n";
    private static final String FIBI = "fibi <- function(n) if (n < 2L) n else fibi(n - 1L) + fibi(n - 2L)\n";

    @ParameterizedTest
    @ValueSource(strings = {
        // for, while and repeat, at top level and in a function; arguments that are arithmetic of the counter
        SQ + FIB + "s <- 0\nfor (i in 1:10) s <- s + sq(i + 0.5)\ns\nt <- 0\nfor (i in 1:18) t <- t + fib(i - 1)\nt\n"
            + "f <- function(n) { s <- 0; k <- 0; while (k < n) { k <- k + 1; s <- s + sq(k) }; s }\nf(100)\n"
            + "g <- function(n) { s <- 0; k <- 0; repeat { k <- k + 1; if (k > n) break; s <- s + fib(k / 2) }; s }\ng(30)\n",
        // integer callees: NA propagates, an overflow gives R's warning from the generic iteration
        FIBI + "u <- 0L\nfor (i in 1:20) u <- u + fibi(i)\nu\nm <- function(a, b) { p <- a * b; p + 1L }\n"
            + "v <- 0L\nfor (i in 1:5) v <- v + m(i, 3L)\nv\nbig <- 46341L\nw <- 0L\nfor (i in 1:3) w <- m(big, i)\nw\n"
            + "z <- 0L\nfor (i in 1:3) z <- m(NA_integer_, i)\nz\n",
        // an NA condition in the callee: R's error, with the frames a calling handler sees
        "g <- function(x) { if (x > 0) return(x); -1 * x }\nv <- c(1, NA, 3)\nw <- 0\n"
            + "r <- try(for (i in 1:3) w <- w + g(v[i])); w\n"
            + "withCallingHandlers(try(for (i in 1:3) w <- w + g(v[i])), error = function(e) print(sys.calls()[[length(sys.calls()) - 1]]))\n",
        // recursion past R's limit from a loop: the callee gives up, the generic iteration raises R's error
        "d <- function(n) if (n < 1) 0 else d(n - 1) + 1\ns <- 0\nfor (i in c(10, 4990)) s <- s + d(i)\ns\nr <- try(for (i in 1:2) s <- s + d(i * 6000))\ns\n",
        // arguments of another type than the parameter's: an integer to a double parameter (R's integer arithmetic)
        "h <- function(x) x * 2L\nh(1.5)\ns <- 0L\nfor (i in 1:4) s <- h(i)\ns; typeof(s)\n"
            + "big <- .Machine$integer.max\nr <- 0\nfor (i in 1:2) r <- r + h(big)\nr\n",
        // the callee redefined by a call in the loop, and a base function it uses redefined by a call
        SQ + "redef <- function() sq <<- function(x) -1\ns <- 0\nfor (i in 1:6) { s <- s + sq(i / 2); if (i == 3) redef() }\ns\n",
        SQ + "plus <- function() `*` <<- function(a, b) 100\ns <- 0\nfor (i in 1:6) { s <- s + sq(i / 2); if (i == 3) plus() }\ns\nrm(`*`)\n",
        // shadowed: a local function of the same name, a local variable that is not a function (skipped, as R's lookup does)
        SQ + "f <- function(n) { sq <- function(x) x + 1000; s <- 0; for (i in 1:n) s <- s + sq(i / 2); s }\nf(5)\n"
            + "g <- function(n) { s <- 0; for (i in 1:n) s <- s + sq(i / 2); s }\nk <- function(sq) g(4)\nk(3)\n"
            + "e <- function(n) { sq <- 5; s <- 0; for (i in 1:n) s <- s + sq(i / 2); s }\ne(4)\n",
        // the callee copied and its name rebound, not yet defined when the loop first runs, removed
        "s <- 0\nr <- try(for (i in 1:3) s <- s + sq(i / 2))\ns\n" + SQ + "for (i in 1:3) s <- s + sq(i / 2)\ns\n"
            + "q <- sq\nsq <- function(x) x - 1\nfor (i in 1:3) s <- s + sq(i / 2) + q(i / 2)\ns\nrm(sq)\nr <- try(for (i in 1:3) s <- s + sq(i))\n",
        // the callee a promise: forced by the generic loop, not by the guard
        SQ + "f <- function(sq, n) { s <- 0; for (i in 1:n) s <- s + sq(i / 2); s }\nf({ cat('forced\\n'); function(x) x }, 3)\n",
        // calls inside inner loops, an element written with a callee's value, NaN and Inf through the callee
        SQ + "m <- matrix(0, 3, 4)\nfor (i in 1:3) for (j in 1:4) m[i, j] <- sq(i - j / 2)\nm\n"
            + "x <- c(NaN, Inf, -Inf, NA, 2)\ny <- numeric(5)\nfor (i in seq_along(x)) y[i] <- sq(x[i]) + sq(-0.0)\ny\n",
        // a callee and a loop with an escape around it: progress output between direct calls
        FIB + "s <- 0\nfor (i in 1:20) { s <- s + fib(i %% 7); if (i %% 5 == 0) cat('at', i, s, '\\n') }\ns\n",
        // the callee's arguments give up (an index past the end): the iteration runs generically, the callee still R's
        SQ + "x <- c(1, 2, 3)\ns <- 0\nfor (i in 1:4) s <- s + sq(x[i])\ns\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // generic code calling a typed function with arithmetic arguments: computed early, R's values
        SQ + "g <- function(n) { cat('g\\n'); sq(n - 1) + sq(n * 2L) + sq(n / 3) + sq((n + 0.5) * 2) }\ng(4)\ng(4L)\ng(NA)\ng(NaN)\ng(-0)\n"
            + "h <- function(a, b) a - b\nx <- 5L; y <- 7L\nh(x + 1L, y * 2L); h(x / 2L, y - x); h(x + NA_integer_, 1L); typeof(h(x + 1L, y))\n",
        // an integer overflow in an argument: R's warning from the promise, in the callee's frame
        "h <- function(a) a + 0L\nbig <- .Machine$integer.max\nh(big + 1L)\nwithCallingHandlers(h(big * 2L), warning = function(w) print(conditionCall(w)))\n",
        // redefined operators: globally, in the caller's frame, as a parameter named like it
        SQ + "g <- function(n) sq(n + 1)\ng(2)\n`+` <- function(e1, e2) 100\ng(2)\nrm(`+`)\ng(2)\n"
            + "k <- function(n) { `-` <- function(a, b) a * 1000; sq(n - 1) }\nk(3)\n"
            + "p <- function(n, `*`) sq(n * 2)\np(3, function(a, b) { cat('mine\\n'); a + b })\n",
        // a classed operand dispatches (S3), an attribute kept by R's arithmetic
        SQ + "Ops.money <- function(e1, e2) { cat('Ops.money\\n'); structure(unclass(e1) + 1, class = 'money') }\n"
            + "m <- structure(2, class = 'money')\nr <- try(sq(m + 1)); r\nv <- c(a = 3)\nsq(v + 1)\n",
        // operands that are promises with effects, unbound variables, a parameter the callee never reads
        SQ + "g <- function(v) sq(v + 1)\ng({ cat('forced\\n'); 3 })\nr <- try(sq(nope + 1))\n"
            + "first <- function(a, b) a + 1\nfirst(2 - 1, nope * 2)\nx <- 2; first(x / 2, stop('no'))\n",
        // recursion through generic code with arithmetic arguments, deep and past R's limit
        "d <- function(n) if (n < 1) 0 else d(n - 1) + 1\nw <- function(n) { k <- n; d(k - 1) }\nw(4991)\nr <- try(w(7000))\n",
        // a logical and a string operand: not computed early, R's own arithmetic or error
        SQ + "b <- TRUE\nsq(b + 1)\ns <- 'a'\nr <- try(sq(s + 1))\n",
    })
    void eagerArgumentsSameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void loopsCallingTypedFunctionsAreTyped() {
        // before, a loop whose only statement held such a call was generic (every statement a call)
        String[] typed = {SQ + "s <- 0\nfor (i in 1:10) s <- s + sq(i + 0.5)\ns\n",
            FIBI + "u <- 0L\nfor (i in 1:20) u <- u + fibi(i)\nu\n",
            SQ + "f <- function(n) { s <- 0; k <- 0; while (k < n) { k <- k + 1; s <- s + sq(k) }; s }\nf(100)\n"};
        for (String src : typed) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().anyMatch(l -> l.contains("1 loops with typed locals")), s.report().toString());
        }
    }
}
