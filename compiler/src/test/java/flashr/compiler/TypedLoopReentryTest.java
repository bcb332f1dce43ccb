package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.compiler.rt.TypedLoop;
import flashr.lang.VectorGrowth;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed loops taking their iterations back after handing them over to the generic twin (an
 * iteration given up before any call: an integer overflow, an index past the end or NA, an empty
 * inner sequence; guards failing on re-entry), with the back-off that keeps a loop giving up at
 * every iteration mostly generic. Each snippet is compiled and interpreted and must print the
 * same (output, warnings, errors, status): the generic iteration runs once, its effects and
 * warnings once, the variables the twin assigned are not written over.
 */
class TypedLoopReentryTest {
    @ParameterizedTest
    @ValueSource(strings = {
        // an overflow at the first iteration (NA with one warning), then typed with NA propagating
        "k <- 2147483647L; s <- 0\nfor (i in 1:30) { k <- k + 1L; s <- s + i }\nprint(c(k, s, i))\n",
        // an overflow once, reset, then typed again: one warning; the counter after the loop
        "k <- 2147483640L; w <- 0L\nfor (i in 1:40) { k <- k + 1L; if (is.na(k)) { k <- 0L; w <- w + 1L } }\nprint(c(k, w, i))\n",
        // overflows now and then: each gives one warning (R's warnings, summarised as R does)
        "k <- 0L; t <- 0L\nfor (i in 1:60) { k <- k + 1000000000L; if (is.na(k)) k <- 0L; t <- t + 1L }\nprint(c(k, t))\n",
        // a vector grown by its first iterations, then written in place; descending and seq_along loops
        "x <- 0; s <- 0\nfor (i in 1:50) { j <- i %% 4L + 1L; x[j] <- i * 0.5; s <- s + x[j] }\nprint(x); print(s)\n"
            + "y <- numeric(0)\nfor (i in 10:1) { y[i] <- i * 2; y[1] <- i }\nprint(y)\n"
            + "z <- c(1, 2); for (i in seq_along(z)) { z[i + 1L] <- z[i] + 1 }\nprint(z)\n",
        // growing at every iteration from an empty vector (long enough for the back-off to double many times)
        "x <- numeric(0); s <- 0\nfor (i in 1:3000) { s <- s + i * 0.5; x[i] <- s }\nprint(c(length(x), x[length(x)], sum(x)))\n"
            + "v <- integer(0); n <- 0L\nwhile (n < 700L) { n <- n + 1L; v[n] <- n * 2L }\nprint(c(length(v), sum(v)))\n",
        // growing every other iteration, and in bursts
        "x <- numeric(1); k <- 1L\nfor (i in 1:400) { if (i %% 2L == 0L) k <- k + 1L; x[k] <- i; if (i %% 100L < 10L) { k <- k + 1L; x[k] <- -i } }\nprint(c(length(x), sum(x), k))\n",
        // an NA index, an index 0 and one past the end read (NA in R, or a shorter vector)
        "v <- c(2, 4, 6); idx <- c(1L, NA, 3L, 0L, 2L, 4L, 1L); acc <- 0\nfor (i in seq_along(idx)) { y <- v[idx[i]]; if (length(y) == 1 && !is.na(y)) acc <- acc + y else acc <- acc - 1 }\nprint(c(acc, i))\n",
        // an inner loop over an empty sequence now and then (the outer iteration generic), then typed again
        "s <- 0\nfor (i in 1:30) { for (j in seq_len(i %% 3L)) s <- s + j; s <- s + 0.5 }\nprint(c(s, i, j))\n"
            + "t <- 0\nfor (i in 1:12) for (j in 1:(i %% 4L)) t <- t + j * i\nprint(c(t, j))\n",
        // a variable assigned before it is read: after re-entry the loop breaks before assigning it (the twin's value stays)
        "k <- 2147483646L; last <- -1\nfor (i in 1:20) { if (i > 6) break; k <- k + 1L; last <- i * 10 }\nprint(c(k, last, i))\n"
            + "k <- 2147483646L; u <- 0L\nwhile (TRUE) { u <- u + 1L; if (u > 5L) break; k <- k + 1L; tmp <- u }\nprint(c(k, u, tmp))\n",
        // next after re-entry, repeat loops
        "k <- 2147483645L; n <- 0\nfor (i in 1:15) { k <- k + 1L; if (i %% 3L == 0L) next; n <- n + i }\nprint(c(k, n))\n"
            + "m <- 2147483600L; c2 <- 0L\nrepeat { c2 <- c2 + 1L; m <- m + 20L; if (is.na(m)) m <- 0L; if (c2 >= 12L) break }\nprint(c(m, c2))\n",
        // a function whose loop runs again and again (the back-off starts afresh each time), with an escape
        "f <- function(n) { x <- numeric(0); k <- 2147483640L; for (i in 1:n) { x[i] <- i; k <- k + 1L; if (i == n %/% 2L) cat('half', i, k, '\\n') }; c(length(x), sum(x), k) }\n"
            + "for (r in 1:4) print(f(r * 7L))\n",
        // a give-up whose generic iteration leaves a variable of another type: the guards fail on re-entry, again and again
        "j <- 0L; s <- 0\nfor (i in 1:20) { s <- s + j; for (j in (if (i == 3L) 0.5 else 1):2) s <- s + j * i }\nprint(c(s, j))\n"
            + "g <- function(i) if (i %% 4L == 0L) 'x' else i\nt <- 0\nfor (i in 1:30) { v <- g(i); if (is.character(v)) t <- t - 1 else t <- t + v }\nprint(t)\n",
        // an error in a generic iteration after re-entry: the frame as the generic code left it
        "h <- function() { x <- numeric(0); k <- 2147483646L; for (i in 1:10) { x[i] <- i; k <- k + 1L; if (i == 7) stop('at ', i) } }\n"
            + "print(tryCatch(h(), error = function(e) conditionMessage(e)))\n",
        // matrices, logical vectors grown; an NA written
        "m <- matrix(0, 3, 3); lv <- logical(0)\nfor (i in 1:9) { m[(i - 1L) %% 3L + 1L, (i - 1L) %/% 3L + 1L] <- i; lv[i] <- i %% 2L == 0L }\nprint(m); print(lv)\n"
            + "w <- numeric(2)\nfor (i in 1:5) w[i] <- if (i == 3L) NA else i / 2\nprint(w)\n",
    })
    void sameAsInterpreter(String source) {
        CompiledScript s = Differential.assertSame(source);
        assertTrue(s.report().stream().anyMatch(l -> l.endsWith("loops with typed locals")), s.report().toString());
    }

    @Test
    void givingUpOnceIsOneHandOverAndTypedCodeComesBack() {
        // two overflows far apart: without re-entry the first would leave the loop generic to its end (one hand-over)
        String src = "k <- 2147483647L; s <- 0\nfor (i in 1:5000) { k <- k + 1L; if (is.na(k)) k <- 2147483647L - 3000L; s <- s + i }\nprint(c(k, s))\n";
        CompiledScript script = Differential.assertSame(src);
        long before = TypedLoop.handOvers();
        Differential.compiled(script);
        assertEquals(2, TypedLoop.handOvers() - before);
    }

    @Test
    void givingUpAtEveryIterationBacksOff() {
        // 20000 iterations each giving up: typed code is tried again after 1, 2, 4, ... generic
        // iterations up to TypedLoop.MAX_BACKOFF, so a few dozen hand-overs, not 20000
        String src = "x <- numeric(0); s <- 0\nfor (i in 1:20000) { s <- s + i; x[i] <- s }\nprint(c(length(x), sum(x)))\n";
        CompiledScript script = Differential.assertSame(src);
        long before = TypedLoop.handOvers();
        Differential.compiled(script);
        long n = TypedLoop.handOvers() - before;
        assertTrue(n >= 10 && n <= 14 + 20000 / TypedLoop.MAX_BACKOFF, "hand-overs: " + n);
    }

    @Test
    void reEnteringKeepsTheSpareCapacityOfAGrowingVector() {
        // typed code re-entered between two growths of x[i] <- s takes x's array as it is: trimming
        // it to its length would cost a copy of x, and its next growth another, at each re-entry
        // (quadratic in all); growing by a constant factor copies fewer than 2n elements, and sum(x)
        // at the end trims x once (n more)
        int n = 50000;
        String src = "x <- numeric(0); s <- 0\nfor (i in 1:" + n + ") { s <- s + i; x[i] <- s }\nprint(c(length(x), sum(x)))\n";
        CompiledScript script = Differential.assertSame(src);
        long handOvers = TypedLoop.handOvers();
        long copied = VectorGrowth.elementsCopied();
        Differential.compiled(script);
        long c = VectorGrowth.elementsCopied() - copied;
        assertTrue(TypedLoop.handOvers() - handOvers > 20, "typed code re-entered");
        assertTrue(c < 4L * n, "elements copied: " + c);
    }

    @Test
    void givingUpInTurnsStaysMostlyGeneric() {
        // every other iteration gives up: typed code runs one iteration per try, which does not pay; the back-off grows
        String src = "x <- numeric(1); k <- 1L\nfor (i in 1:20000) { if (i %% 2L == 0L) k <- k + 1L; x[k] <- i }\nprint(c(length(x), sum(x)))\n";
        CompiledScript script = Differential.assertSame(src);
        long before = TypedLoop.handOvers();
        Differential.compiled(script);
        long n = TypedLoop.handOvers() - before;
        assertTrue(n <= 20 + 20000 / TypedLoop.MAX_BACKOFF, "hand-overs: " + n);
    }
}
