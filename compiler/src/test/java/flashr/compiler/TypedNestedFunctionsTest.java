package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed bodies for functions assigned inside functions ({@code sq <- function(x) x * x} in the
 * body of {@code outer}): their typed methods guard, each call, that the name finds them from the
 * frame they run in, so a rebinding of the name, a copy under another name, a closure over the
 * outer frame's variables or a function returned and called elsewhere behave as R's. Compiled
 * against the interpreter.
 */
class TypedNestedFunctionsTest {
    private static final String OUTER = "outer <- function(n) { sq <- function(x) x * x; s <- 0; for (i in 1:n) s <- s + sq(i); s }\n";
    private static final String MK = "mk <- function(k) { fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2); fib(k) }\n";

    @ParameterizedTest
    @ValueSource(strings = {
        OUTER + "outer(10); outer(1000); r <- try(outer(NA))\n",
        MK + "mk(20); mk(1); mk(2.5); r <- try(mk(NA))\n",
        // the nested name rebound in the loop: the new function from then on
        "o2 <- function(n) { sq <- function(x) x * x; s <- 0; for (i in 1:n) { s <- s + sq(i); if (i == 3) sq <- function(x) -x }; s }\no2(6)\n",
        // a free variable of the outer frame: not typed, R's lookup
        "o3 <- function(a) { f <- function(x) x * a; f(2) + f(3) }\no3(5); o3(NA)\n",
        // a parameter of the outer function rebound to a function; a nested function returned and called by another name
        "o4 <- function(g) { g <- function(x) x + 1; g(1) }\no4(3)\nmkadd <- function() { add <- function(x, y) x + y; add }\na <- mkadd(); a(1, 2); a(1L, 2L); a(.Machine$integer.max, 1L)\n",
        // recursion through a name rebound after a copy: R's lookup finds the new one
        "mk2 <- function() { f <- function(n) if (n < 1) 0 else f(n - 1) + 1; g <- f; f <- function(n) -100; g(5) }\nmk2()\n",
        // two functions with the same nested name; nested twice; integer arguments and vectors
        "p1 <- function(n) { h <- function(x) x + 1; h(n) }\np2 <- function(n) { h <- function(x) x * 10; h(n) }\np1(1); p2(1); p1(2L)\n"
            + "deep <- function(n) { mid <- function(m) { inn <- function(x) x %% 7; inn(m) + 1 }; s <- 0; for (i in seq_len(n)) s <- s + mid(i); s }\ndeep(20)\n"
            + "vv <- function(n) { sc <- function(v) { for (i in seq_along(v)) v[i] <- v[i] * 2; v }; w <- as.numeric(1:n); r <- sc(w); c(sum(w), sum(r)) }\nvv(5)\n",
        // a nested function defined by sapply's argument and by assign: not typed by name, R's semantics
        "q <- function(n) { sq <- function(x) x * x; sapply(1:n, sq) }\nq(4)\nq2 <- function() { assign('z', function(x) x + 1); z(1) }\nq2()\n",
    })
    void sameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @Test
    void nestedFunctionsAreTyped() {
        for (String src : new String[] {OUTER + "outer(10)\n", MK + "mk(10)\n"}) {
            CompiledScript s = Differential.assertSame(src);
            // the inner function (the second literal) typed
            assertEquals(1, s.report().stream().filter(l -> l.startsWith("compiled   function") && l.endsWith("typed on doubles")).count(), s.report().toString());
        }
    }
}
