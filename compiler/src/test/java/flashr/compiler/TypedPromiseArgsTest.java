package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed functions called with promises (issue 25): by {@code sapply}, {@code vapply}, {@code Map}
 * and from untyped bodies, whose arguments the typed entry reads without forcing them where they
 * are constants or variables bound to values (a promise of an expression, of an active binding or
 * of another promise: the generic body); and typed bodies passing their vectors to typed callees'
 * vector methods (the callee copying a vector it writes). Compiled against the interpreter.
 */
class TypedPromiseArgsTest {
    private static final String F = "f <- function(i) i * 2 + 1\ng <- function(a, b) if (a > 0) a * b else b - a\n";
    private static final String VEC = "ssq <- function(v) { s <- 0; for (i in seq_along(v)) s <- s + v[i] * v[i]; s }\n"
            + "dot <- function(a, b) { s <- 0; for (i in seq_along(a)) s <- s + a[i] * b[i]; s }\nnorm2 <- function(v) sqrt(ssq(v))\n"
            + "wr <- function(v, k) { v[1] <- k; sum(v) }\n";

    @ParameterizedTest
    @ValueSource(strings = {
        // the apply family: integers, doubles, NA, names, empty, a list, extra arguments through ...
        F + "sapply(1:5, f); sapply(c(a = 1.5, b = NA), f); sapply(integer(0), f); vapply(c(2, -3), f, 0); sapply(list(1, 2L, 'a'), function(e) tryCatch(f(e), error = function(c) -1))\n"
            + "unlist(Map(g, c(1.5, -2, NA), c(2, 3, 4))); mapply(g, 1:3, 3:1); sapply(1:3, g, b = 2.5); sapply(c(-1, 1), g, 2L); Reduce(g, 1:5)\n",
        // untyped bodies passing constants, variables, expressions; the variable rebound after the call (the promise left unforced)
        F + "h <- function(y) { r <- f(y); y <- y + 1; r + y }\nh(2); h(2L); h(NA); h(c(1, 2))\n"
            + "k <- function(y) { cat('k\\n'); r <- g(y, 3); y <- 10; c(r, y) }\nk(-2); k(2.5)\nm <- function() g(-1, 4L) + f(3L)\nm()\n"
            + "x <- 4; p <- function() f(x); p(); q <- function(z) f(z * 2); q(x); q(-x)\n",
        // a promise of a promise: the outer variable rebound after the inner call (R forced it then)
        F + "x <- 1\nouter <- function(y) { r <- f(y); x <<- 100; c(r, y) }\nouter(x)\nx <- 1\nouter2 <- function(y) { r <- g(1, y); x <<- 100; c(r, y) }\nouter2(x)\n"
            + "x <- 1\nlazy <- function(y) { r <- g(-1, 5); x <<- 7; c(r, y) }\nlazy(x)\n",
        // an active binding, a promise of an expression with effects, a missing argument, a string
        F + "makeActiveBinding('ab', function() { cat('read ab\\n'); 2 }, environment()); f(ab); g(ab, 1)\n"
            + "f({ cat('forced\\n'); 3 }); sapply(1:2, function(i) f({ cat('el', i, '\\n'); i }))\n"
            + "r <- tryCatch(f(), error = function(e) conditionMessage(e)); r; r <- tryCatch(f('a'), error = function(e) conditionMessage(e)); r\n"
            + "g(1, stop('not forced')); r <- tryCatch(g(-1, stop('forced')), error = function(e) conditionMessage(e)); r\n",
        // arithmetic of bound variables and constants computed unforced; an integer overflow (R's warning), + redefined, NA
        F + "ar <- function(n) { s <- 0; for (j in seq_len(n)) { y <- j; s <- s + f(y * 2) + g(y - 2L, y / 3) }; print(s); f(n + 0.5) }\nar(5); ar(3L)\n"
            + "big <- 2147483647L; ov <- function() f(big + 1L); ov(); na <- NA_integer_; f(na * 2L); pm <- function(k) g(k - 1, k * k); pm(0.5); pm(2L)\n"
            + "`+` <- function(e1, e2) { cat('my +\\n'); base::`+`(e1, e2) }\npm(3)\nrm(`+`)\npm(3)\n",
        // typed bodies passing vectors: a typed caller of a callee's vector method; the callee writes its copy
        VEC + "use <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- i; t <- wr(v, 100); norm2(v) + dot(v, v) + t + v[1] }\n"
            + "use(10); use(1); r <- tryCatch(use(0), error = function(e) conditionMessage(e)); r; use(2.5); r <- tryCatch(use(NA), error = function(e) conditionMessage(e)); r\n"
            + "iv <- function(n) { v <- integer(n); for (i in seq_len(n)) v[i] <- i; c(ssq(v), wr(v, 7L), v[1]) }\niv(5L); iv(3)\n"
            + "norm2(c(3, 4)); norm2(1:2); norm2(c(a = 3, b = 4)); norm2(numeric(0)); x <- c(1, 2); wr(x, 9); x\n",
        // the callee redefined: the caller's guard sees it
        VEC + "use <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- i; norm2(v) }\nuse(3)\nssq <- function(v) -1\nuse(3)\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void vectorCallersAreTyped() {
        CompiledScript s = Differential.assertSame(VEC + "use <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- i; norm2(v) + dot(v, v) + wr(v, 1) }\nuse(4)\n");
        assertTrue(s.report().stream().filter(l -> l.startsWith("compiled   function")).allMatch(l -> l.endsWith("typed on doubles")), s.report().toString());
    }
}
