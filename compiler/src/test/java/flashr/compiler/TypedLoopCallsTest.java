package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Typed loops that call out (escapes): the variables written to the frame before the call, read
 * back and checked after it; a failed check, or an iteration given up after the call, runs the
 * iteration's rest generically. Each snippet is compiled and interpreted and must print the same
 * (output, warnings, errors, status), and its loop must be typed.
 */
class TypedLoopCallsTest {
    @ParameterizedTest
    @ValueSource(strings = {
        // progress output; the loop variable after the loop
        "s <- 0; x <- as.double(1:50)\nfor (i in 1:50) { s <- s + x[i]; if (i %% 10 == 0) cat(i, s, '\\n') }\nprint(c(s, i))\n",
        // a closure's value used by typed code; a value sometimes NA, sometimes an integer (checks fail: generic from there)
        "sq <- function(v) if (v == 3) NA else if (v == 4) 2L else v * v\nt <- 0\nfor (k in seq_len(6)) { y <- sq(k); t <- t + y / 2 }\nprint(c(t, y, k))\n",
        // a while loop giving up (integer overflow) after a call: undone back to the call, R's warning, no call repeated
        "k <- 2147483000L; j <- 0L\nwhile (j < 5L) { j <- j + 1L; cat('j', j, '\\n'); k <- k + 200L }\nprint(c(j, k))\n",
        // a repeat loop with a call and a break
        "m <- 1L; repeat { m <- m * 3L; if (m > 100L) break; message('m ', m) }\nprint(m)\n",
        // element writes before and after a call; an index past the end after the call grows the vector (writes before it stay)
        "v <- numeric(3)\nfor (i in 1:5) { v[1] <- v[1] + i; cat(i, ''); v[i] <- v[i] + 10 * i }\ncat('\\n'); print(v)\n",
        // an inner loop with element writes, then a call, then an overflow: the undo log stops at the call
        "x <- integer(4); k <- 2147483600L\nfor (i in 1:4) { for (j in 1:4) x[j] <- x[j] + i; print(sum(x)); k <- k + 10L * i }\nprint(x); print(k)\n",
        // a call in a nested block and branch that makes a variable a string: the rest of both blocks runs generically
        "ch <- function() s <<- 5L\nv <- 0; s <- 0\nfor (i in 1:4) { s <- s + 1; if (i > 1) { s <- s * 2; if (i == 3) ch(); v <- i } else { v <- -1L }; s <- s + v }\nprint(c(s, v, i))\n",
        // a call that assigns the loop variable; the next iteration binds it again, the last one stays
        "z <- 0\nfor (i in 1:4) { z <- z + i; if (i >= 3) assign('i', 10L); z <- z + i }\nprint(c(z, i))\n",
        // break and next in and around calls, and raised by code calls evaluate
        "r <- 0\nfor (i in 1:10) { r <- r + i; if (i %% 2 == 0) { cat('even', i, '\\n'); next }; if (i > 6) { print('stop'); break }; r <- r - 1 }\nprint(c(r, i))\n"
            + "q <- 0\nfor (i in 1:6) { q <- q + i; if (i == 2) eval(quote(next)); if (i == 5) eval(quote(break)); q <- q * 2 }\nprint(c(q, i))\n",
        // a function: a call redefining + in the frame, then removing it; return with on.exit reading the variables
        "f2 <- function() { s <- 0; for (i in 1:6) { s <- s + i; if (i == 2) `+` <- function(a, b) a * b; if (i == 4) rm(`+`) }; s }\nprint(f2())\n"
            + "f6 <- function(n) { on.exit(cat('on exit, s =', s, '\\n')); s <- 0; for (i in 1:n) { s <- s + i; if (s > 10) return(s) }; -1 }\nprint(f6(10)); print(f6(3))\n",
        // an error in a call: the variables computed so far are in the frame
        "f3 <- function() { s <- 0; j <- 0L; for (i in 1:10) { s <- s + i; j <- j + 2L; if (i == 4) stop('stopped at ', i) } }\n"
            + "e <- tryCatch(f3(), error = function(e) conditionMessage(e)); print(e)\n"
            + "g3 <- function() { s <- 0; r <- try(for (i in 1:10) { s <- s + i; if (i == 3) log(-1:0, 'a') }, silent = TRUE); c(s, i) }\nprint(g3())\n",
        // a callee reading and writing the caller's variables
        "peek <- function() get('acc', envir = parent.frame())\nbump <- function() acc <<- acc + 100\nacc <- 0; seen <- numeric(0)\n"
            + "for (i in 1:4) { acc <- acc + i; seen <- c(seen, peek()); if (i == 2) bump(); acc <- acc * 2 }\nprint(seen); print(acc)\n",
        // lazy promises: arguments kept unforced see the variable when forced (after the loop: its final value)
        "mk <- function(a) function() a\nfs <- list(); h <- 0\nfor (i in 1:3) { h <- h + i; fs[[i]] <- mk(h); h <- h * 10 }\nprint(c(fs[[1]](), fs[[3]](), h))\n"
            + "lz <- function(a, b) if (a > 2) b else 0\nw <- 0\nfor (i in 1:4) { w <- w + lz(i, { cat('forced at', i, '\\n'); w }) }\nprint(w)\n",
        // a warning from a call, muffled by a calling handler that reads the loop's variable
        "report <- function() warning('u = ', get('u', envir = parent.frame()))\ng5 <- function() { u <- 0; for (i in 1:3) { u <- u + i; report(); u <- u + 0.5 }; u }\n"
            + "withCallingHandlers(print(g5()), warning = function(w) { cat(conditionMessage(w), '\\n'); invokeRestart('muffleWarning') })\nprint(g5())\n",
        // NA in a typed condition after a call; a variable a call removes
        "f9 <- function() { c9 <- 0; for (i in 1:3) { c9 <- c9 + i; nv <- if (i == 2) NA_real_ else 1; if (nv > 0) c9 <- c9 + 1 }; c9 }\n"
            + "print(tryCatch(f9(), error = function(e) conditionMessage(e)))\n"
            + "f8 <- function() { a <- 1; b <- 0; for (i in 1:3) { b <- b + a; if (i == 2) rm(a); b <- b + a }; b }\nprint(tryCatch(f8(), error = function(e) conditionMessage(e)))\n",
        // calls that copy, grow or replace a vector the loop writes
        "w <- c(1, 2, 3); keep <- NULL; alias <- NULL\nfor (i in 1:4) { w[i] <- w[i] * 10; if (i == 1) alias <- identity(w); if (i == 3) w <- c(w, 5) }\nprint(w); print(alias)\n",
        // an inner loop typed inside a loop that prints; an inner loop that calls runs as generic code inside the typed one
        "tab <- matrix(0, 3, 4)\nfor (i in 1:3) { for (j in 1:4) tab[i, j] <- i * j; cat('row', i, ':', tab[i, ], '\\n') }\n"
            + "tot <- 0\nfor (i in 1:3) { tot <- tot + i; for (j in 1:2) { tot <- tot + j; cat(i, j, ';') }; tot <- tot * 2 }\ncat('\\n'); print(tot)\n",
        // calls inside typed inner loops: progress output; a closure's value that is once an integer (the inner loop's rest, generic, then typed again)
        "s <- 0\nfor (i in 1:3) { for (j in 1:4) { s <- s + i * j; if (j == 2) cat(i, j, s, '\\n') }; s <- s / 2 }\nprint(c(s, i, j))\n"
            + "f <- function(v) if (v == 5) 1L else v + 0.5\nt <- 0\nfor (i in 1:3) { for (j in 1:3) { y <- f(i + j); t <- t + y * j }; t <- t - 1 }\nprint(c(t, y, i, j))\n",
        // next and break raised by calls inside an inner while loop; the inner counter assigned by a call
        "n <- 0\nfor (i in 1:4) { k <- 0L; while (k < 5L) { k <- k + 1L; if (k == i) eval(quote(next)); if (k == 4L) eval(quote(break)); n <- n + k; message('k ', k) }; n <- n * 2 }\nprint(c(n, k, i))\n"
            + "z <- 0\nfor (i in 1:2) for (j in 1:4) { z <- z + j; if (j == 2) assign('j', 10L); z <- z + j }\nprint(c(z, i, j))\n",
        // overflow in a later inner iteration than the call's: undone back to the call, the inner loop goes on generically from there
        "x <- integer(5); big <- 2147483300L\nfor (i in 1:2) { for (j in 1:5) { x[j] <- x[j] + j; if (j == 2) cat('at', i, j, '\\n'); big <- big + 100L * i } }\nprint(x); print(big)\n"
            + "m <- matrix(0, 2, 3); q <- 0L\nfor (i in 1:2) { j <- 0L; repeat { j <- j + 1L; m[i, j] <- i + j; if (j == 2L) print(m[i, ]); if (j >= 3L) break }; q <- q + j }\nprint(m); print(q)\n",
        // typed again after a failed check: a value once a string, a while loop, a variable a call turns into a string (an error next iteration)
        "g <- function(i) if (i == 2) 'two' else i * 1.5\nacc <- 0\nfor (i in 1:5) { v <- g(i); if (i != 2) acc <- acc + v; cat(i, '') }\ncat('\\n'); print(c(acc, i))\n"
            + "w <- 0; u <- 0L\nwhile (u < 6L) { u <- u + 1L; p <- if (u %% 3L == 0L) NA else u / 2; if (!is.na(p)) w <- w + p else w <- w - 1 }\nprint(c(w, u))\n"
            + "h <- function(i) if (i == 3) acc2 <<- 'x'\nacc2 <- 0\nr <- tryCatch({ for (i in 1:5) { acc2 <- acc2 + i; h(i) }; acc2 }, error = function(e) conditionMessage(e))\nprint(r); print(i)\n",
    })
    void sameAsInterpreterAndTyped(String source) {
        CompiledScript s = Differential.assertSame(source);
        assertTrue(s.report().stream().anyMatch(l -> l.endsWith("loops with typed locals")), s.report().toString());
    }

    @Test
    void innerLoopsThatCallAreTypedWithTheOuterLoop() {
        // the outer loop's one statement is the inner loop: typed, with the call inside the inner loop (before, the
        // inner loop was the outer loop's call, so the outer loop had nothing typed and stayed generic)
        CompiledScript s = Differential.assertSame("s <- 0\nfor (i in 1:3) for (j in 1:4) { s <- s + i * j; if (j == 2) cat(i, j, s, '\\n') }\nprint(s)\n");
        assertTrue(s.report().stream().anyMatch(l -> l.endsWith(" 2 loops with typed locals")), s.report().toString());
    }

    @Test
    void loopsOfCallsOnlyStayGeneric() {
        CompiledScript s = Differential.assertSame("for (i in 1:3) cat(i, '\\n')\nfor (i in 1:2) { print(i); x <- paste(i) }\n");
        assertTrue(s.report().stream().noneMatch(l -> l.endsWith("loops with typed locals")), s.report().toString());
    }
}
