package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed bodies with {@code if}/{@code else} statements, {@code break}/{@code next} in their loops,
 * {@code repeat} and {@code seq_along}; typed bodies calling other typed functions' typed methods;
 * and typed methods for integers passed to parameters typed double (one method per signature),
 * compiled against the interpreter: the same output, warnings, errors and status, including where
 * a callee gives up (an NA condition, an integer overflow, R's nesting limit) or is redefined.
 */
class TypedBodyFlowAndCallsTest {
    private static final String CLAMP = "clamp <- function(x, lo, hi) { y <- x\n if (y < lo) y <- lo else if (y > hi) { y <- hi }\n y * 2 }\n";
    private static final String FIRSTDIV = "firstdiv <- function(n) { d <- 0L; for (i in 2:n) { if (n %% i == 0) { d <- i; break } }; d }\n";
    private static final String ODD = "oddsum <- function(n) { s <- 0; for (i in seq_len(n)) { if (i / 2 == floor(i / 2)) next; s <- s + i }; s }\n";
    private static final String HALVES = "halves <- function(x) { k <- 0; repeat { x <- x - 1.5; k <- k + 1; if (x < 0) break }; k }\n";
    private static final String COLLATZ = "collatz <- function(n) { k <- 0L; while (n != 1L) { if (n %% 2L == 0L) n <- n %/% 2L else n <- 3L * n + 1L; k <- k + 1L }; k }\n";
    private static final String SQ = "sq <- function(x) x * x\n";
    private static final String HYP = "hyp <- function(a, b) sqrt(sq(a) + sq(b))\n";
    private static final String HALF = "half <- function(x) x * 0.5 + 1\n";

    @ParameterizedTest
    @ValueSource(strings = {
        // if/else statements: both branches assign, else if chains, NA conditions (R's error), integers passed
        CLAMP + "clamp(5, 0, 3); clamp(-1, 0, 3); clamp(1.5, 0, 3); try(clamp(NA, 0, 3)); clamp(2L, 0, 3); clamp(7L, 0L, 3L)\n",
        // a local assigned on one branch only, read after: not typed, R's error where unassigned
        "f <- function(x) { if (x > 0) y <- 1; y }\nf(1); r <- try(f(-1))\ng <- function(x) { if (x > 0) { y <- 1 } else return(-x); y + 1 }\ng(2); g(-3)\n",
        // break and next in for, while and repeat loops; while (TRUE)
        FIRSTDIV + ODD + HALVES + "firstdiv(91); firstdiv(97); firstdiv(2); oddsum(10); oddsum(0.5); try(oddsum(NA)); halves(10); halves(-1); try(halves(NA))\n"
            + "w <- function(x) { k <- 0; while (TRUE) { k <- k + 1; if (k > x) break; if (k < 3) next; x <- x - 0.5 }; k }\nw(10); w(0); try(w(NA))\n",
        // nested loops: break leaves the inner one only; next in the outer
        "nb <- function(n) { s <- 0; for (i in 1:n) { if (i == 3) next; for (j in 1:n) { if (j > i) break; s <- s + j } }; s }\nnb(6); nb(1)\n",
        // seq_along of a number: one iteration, NA and NaN too
        "sa <- function(x) { s <- 0; for (i in seq_along(x)) s <- s + x * i; s }\nsa(3); sa(NA); sa(NaN); sa(2L)\n"
            + "sw <- function(x) { s <- 0; for (i in seq_along(sqrt(x))) s <- s + i; s }\nsw(4); sw(-1)\n",
        // return inside if statements inside loops, integer accumulators that overflow
        "fi <- function(n) { s <- 0L; for (i in 1:n) { if (s > 1000000000L) return(-1L) else s <- s + i * i }; s }\nfi(10L); fi(3000L); fi(2000000L)\n",
        // integer %% and %/% (NA for NA and 0, signs), doubles, an overflow in 3L * n: R's warning, then R's error
        COLLATZ + "collatz(27L); collatz(1L); try(collatz(NA_integer_)); r <- try(collatz(2147483647L))\n"
            + "dm <- function(a, b) a %/% b + a %% b\ndm(7L, 0L); dm(-7L, 2L); dm(7L, -2L); dm(7.5, 2); dm(7L, 2.5); dm(NA_integer_, 2L); typeof(dm(7L, 2L)); dm(-7, 0)\n",
        // redefined if, break, repeat: the generic body runs them
        HALVES + "halves(3)\n`repeat` <- function(e) 'my repeat'\nhalves(3)\nrm(`repeat`)\nhalves(3)\n"
            + FIRSTDIV + "`break` <- function() cat('my break\\n')\nr <- try(firstdiv(9))\nrm(`break`)\nfirstdiv(9)\n",
    })
    void flowSameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a typed body calling typed callees: NA, NaN, Inf; the callee redefined, `*` redefined
        SQ + HYP + "hyp(3, 4); hyp(NA, 1); hyp(NaN, Inf); hyp(3L, 4L)\nsq <- function(x) -1\nr <- try(hyp(3, 4)); r\n"
            + "sq <- function(x) x * x\nhyp(6, 8)\n`*` <- function(a, b) 0\nhyp(6, 8)\nrm(`*`)\nhyp(6, 8)\n",
        // a typed loop calling a typed caller whose callee a call in the loop redefines, then removes
        SQ + HYP + "redef <- function() sq <<- function(x) 0\ns <- 0\nfor (i in 1:6) { s <- s + hyp(i, 1.5); if (i == 3) redef() }\ns\n"
            + "f <- function(n) { t <- 0; for (i in 1:n) { t <- t + hyp(i, i); if (i == 2) rm(sq, envir = globalenv()) }; t }\nr <- try(f(4)); r\n",
        // a callee whose integer arithmetic overflows: R's warning from the callee's frame, via the caller's generic body
        "m2 <- function(a) a * 2L\ng <- function(a) m2(a) + 1L\ng(5L); g(.Machine$integer.max); typeof(g(3L)); g(NA_integer_)\n",
        // an NA condition in a callee: R's error from the callee, seen by a calling handler
        "h <- function(x) if (x > 0) 1 else 2\nk <- function(x) h(x) * 3\nk(1); r <- try(k(NA))\n"
            + "withCallingHandlers(try(k(NA)), error = function(e) print(sys.calls()[[length(sys.calls()) - 1]]))\n",
        // recursion to and past R's limit through a typed caller
        "dd <- function(n) if (n < 1) 0 else dd(n - 1) + 1\nw2 <- function(n) dd(n) + 0\nw2(4990); r <- try(w2(6000))\n",
        // mutual recursion: not typed, still R's
        "ev <- function(n) if (n == 0) 1 else od(n - 1)\nod <- function(n) if (n == 0) 0 else ev(n - 1)\nev(10); od(7)\n",
        // the callee shadowed by a local function in the caller's environment, or defined after the caller
        SQ + "mk <- function() { sq <- function(x) x + 1000; function(a) sqrt(sq(a)) }\nmk()(4)\n"
            + "late <- function(a) twice(a) + 1\nr <- try(late(2))\ntwice <- function(x) x * 2\nlate(2)\n",
        // a callee with loops, called from a typed body in a loop, and from a typed loop
        "sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i * i; s }\nacc <- function(n) { t <- 0; for (k in 1:n) t <- t + sumsq(k / 2); t }\n"
            + "acc(30)\nu <- 0\nfor (k in 1:10) u <- u + acc(k)\nu\n",
    })
    void callsSameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // an integer counter passed to a double parameter: the integer method, R's arithmetic (x * 0.5 a double)
        HALF + "s <- 0\nfor (i in 1:1000) s <- s + half(i)\ns\nhalf(3L); typeof(half(3L)); half(NA_integer_)\n",
        // the integer method's own types: x + 1 a double, a value returned as given (integer or double: not typed), overflow
        "ret <- function(x) { y <- x + 1; y }\nret(2L); typeof(ret(2L)); ret(.Machine$integer.max)\n"
            + "keep <- function(x) { if (x > 0) return(x); 0 }\nkeep(3L); typeof(keep(3L)); keep(-1L); typeof(keep(-1L))\n"
            + "addi <- function(a, b) a + b\naddi(1L, 2L); typeof(addi(1L, 2L)); addi(.Machine$integer.max, 1L); addi(1L, 2.5); addi(NA_integer_, 1L)\n",
        // integers in typed loops and typed bodies, mixed with doubles
        "mix <- function(a, b) a * b + 0.5\nt <- 0\nfor (i in 1:50) t <- t + mix(i, 2) + mix(1.5, i) + mix(i, i)\nt\n"
            + "big <- 50000L\nt2 <- 0\nfor (i in 1:3) t2 <- t2 + mix(big, big + i)\nt2\n"
            + "outer <- function(n) { s <- 0; for (i in 1:n) s <- s + mix(i, i); s }\nouter(100)\n",
        // a variant calling the primary method of itself (fib of an integer: n - 1 is a double)
        "fib <- function(n) if (n < 2) n + 0 else fib(n - 1) + fib(n - 2)\nfib(15L); typeof(fib(15L)); s <- 0\nfor (i in 1:15) s <- s + fib(i)\ns\n",
    })
    void integerMethodsSameAsInterpreter(String src) {
        Differential.assertSame(src);
    }

    /** Every function of the script is typed (a caller only where its callees are). */
    private static void assertTyped(CompiledScript s) {
        assertTrue(s.report().stream().anyMatch(l -> l.startsWith("compiled   function")), s.report().toString());
        assertTrue(s.report().stream().filter(l -> l.startsWith("compiled   function")).allMatch(l -> l.endsWith("typed on doubles")), s.report().toString());
    }

    @Test
    void newBodiesAreTyped() {
        for (String src : new String[] {CLAMP + "clamp(5, 0, 3)\n", COLLATZ + "collatz(27L)\n", FIRSTDIV + "firstdiv(91)\n", ODD + "oddsum(10)\n", HALVES + "halves(10)\n",
            "sa <- function(x) { s <- 0; for (i in seq_along(x)) s <- s + x * i; s }\nsa(3)\n", SQ + HYP + "hyp(3, 4)\n"}) {
            assertTyped(Differential.assertSame(src));
        }
    }

    @Test
    void loopsPassingIntegersToDoubleParametersAreTyped() {
        CompiledScript s = Differential.assertSame(HALF + "half(2.5)\ns <- 0\nfor (i in 1:1000) s <- s + half(i)\ns\n");
        assertTrue(s.report().stream().anyMatch(l -> l.contains("1 loops with typed locals")), s.report().toString());
    }
}
