package flashr.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.parse.ParseError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each construct the compiler handles, compiled and interpreted: the same output, errors,
 * warnings and status. Snippets also cover what compiled code leaves to the evaluator inside
 * compiled control flow (promises, missing, ..., on.exit, replacement calls, sys.call,
 * match.arg, conditions, S3 dispatch, closures over loop variables, redefined base functions).
 */
class CompiledConstructsTest {
    @ParameterizedTest
    @ValueSource(strings = {
        // braces, parentheses, visibility
        "{}\n{ 1; 2 }\n(x <- { 3 })\nf <- function() { invisible(1) }\nf()\n(f())\n",
        // if / else, visibility of if without else, errors of conditions
        "f <- function(x) { if (x > 1) 'big' else if (x < 0) 'neg' else 'small' }\nf(2); f(-1); f(0.5)\n"
            + "g <- function(x) { if (x) 1 }\ng(TRUE)\ng(FALSE)\nprint(g(FALSE))\n",
        "f <- function(x) { if (x) 1 else 2 }\nf(NA)\n",
        "f <- function(x) { if (x) 1 else 2 }\nf(logical(0))\n",
        "f <- function(x) { if (x) 1 else 2 }\nf(c(TRUE, FALSE))\n",
        "f <- function(x) { if (x) 1 else 2 }\nf('yes')\n",
        "if (NULL) 1\n",
        // for over ranges, vectors, lists, factors, NULL, empty; loop value and variable afterwards
        "s <- 0; for (i in 1:10) s <- s + i; s; i\nfor (i in 10:1) { s <- s - i }; s\nx <- for (i in 1:3) i; print(x)\n",
        "for (v in c('a', 'b')) print(v)\nfor (e in list(1, 'x', TRUE)) print(e)\nfor (f in factor(c('u', 'v', 'u'))) print(f)\n",
        "for (n in NULL) print(n); print(exists('n')); n\nfor (z in integer(0)) print(z); print(z)\n",
        "for (i in 1.5:4) print(i)\nfor (i in 2:2) print(i)\nfor (i in 1e10:(1e10 + 1)) print(i)\n",
        "f <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i; s }\nf(0); f(5)\n",
        "for (i in 1:3) { if (i == 2) next; print(i) }\nfor (i in 1:3) { if (i == 2) break; print(i) }\n",
        "x <- 1:3; for (i in x) { x[i] <- 10L * i }; x\n",
        "for (i in 'a':'b') print(i)\n",
        "for (i in 1:2) for (j in 1:3) { if (j == 2) next; if (i == 2) break; print(c(i, j)) }\n",
        // while and repeat, break and next raised inside evaluated code
        "i <- 0; while (i < 5) i <- i + 1; i\ni <- 0; repeat { i <- i + 1; if (i >= 3) break }; i\n",
        "i <- 0; while (TRUE) { i <- i + 1; tryCatch(if (i > 2) break, error = function(e) NULL) }; i\n",
        "i <- 0; repeat { i <- i + 1; sapply(1, function(k) k); if (i == 4) break }; print(i)\n",
        "k <- 0; for (i in 1:5) { local({ k <<- k + i }); if (k > 5) break }; k\n",
        "f <- function() { while (TRUE) return(42) }\nf()\n",
        "i <- 0; while (i < 3) { i <- i + 1; if (i == 2) next; print(i) }\n",
        "while (NA) 1\n",
        // assignment of compiled values, <<-, =, functions named like base ones
        "x = if (TRUE) 1 else 2; x\nf <- function() { y <<- for (i in 1:2) i; z <- if (FALSE) 1; z }\nf(); print(y)\n",
        "mk <- function() { n <- 0; function() { n <<- if (n > 1) 0 else n + 1; n } }\ng <- mk(); g(); g(); g(); print(g())\n",
        "c <- function(...) 'mine'\nc(1, 2)\nf <- function() { sum <- if (TRUE) function(...) 'local sum'; sum(1) }\nf()\nsum(1, 2)\n",
        // promises, missing, ..., default arguments, on.exit, sys.call, match.arg
        "f <- function(x, y = x * 2) { if (missing(x)) return('no x'); for (i in 1:2) x <- x + 1; c(x, y) }\nf(); f(1); f(1, 0)\n",
        "f <- function(...) { n <- 0; for (a in list(...)) n <- n + a; n + ..1 }\nf(1, 2, 3)\n",
        "f <- function(x) { on.exit(print('bye')); if (x) stop('boom') else 'ok' }\nf(FALSE)\ntry(f(TRUE))\n",
        "f <- function(type = c('linear', 'quad')) { type <- match.arg(type); if (type == 'quad') sys.call() else type }\nf(); f('quad')\n",
        "f <- function(x) { if (is.numeric(x)) { lazy <- function(a) 'unused'; lazy(stop('never')) } else 0 }\nf(1)\n",
        // replacement calls, conditions, S3 dispatch
        "x <- c(a = 1, b = 2); for (i in 1:2) { names(x)[i] <- paste0('n', i); x[[i]] <- i * 10 }; x\n",
        "r <- withCallingHandlers({ for (i in 1:2) warning(paste('w', i)); 'done' }, warning = function(w) { message('got ', conditionMessage(w)); invokeRestart('muffleWarning') }); r\n",
        "f <- function(x) { if (x > 0) warning('positive') else stop('not positive') }\nf(1)\nres <- tryCatch(f(-1), error = function(e) conditionMessage(e)); res\nf(-1)\n",
        "print.thing <- function(x, ...) { for (i in 1:2) cat('thing', i, '\\n'); invisible(x) }\nx <- structure(1, class = 'thing')\nx\nprint(x)\n"
            + "area <- function(s) UseMethod('area')\narea.sq <- function(s) { if (TRUE) s$a^2 }\narea(structure(list(a = 3), class = 'sq'))\n",
        // closures over loop variables
        "fs <- list(); for (i in 1:3) { local({ j <- i; fs[[j]] <<- function() j }) }; sapply(fs, function(f) f())\n"
            + "gs <- list(); for (i in 1:3) gs[[i]] <- function() i; sapply(gs, function(g) g())\n",
        // redefinition of control flow and base functions
        "`if` <- function(c, a, b) 'my if'\nf <- function() { if (TRUE) 1 else 2 }\nf()\nrm(`if`)\nf()\n",
        "`for` <- function(...) 'my for'\nfor (i in 1:3) print(i)\n",
        "f <- function() { `{` <- function(...) 'braces'; g <- function() { 1 }; g() }\nf()\n",
        // errors and their calls inside compiled code, warnings after the top-level call
        "f <- function() { for (i in 1:2) { if (i == 2) stop('at two') } }\nf()\n",
        "for (i in 1:3) { if (i == 2) warning('w'); print(i) }\n",
        "f <- function(x) { for (i in x) print(i) }\nf(quote(a + b))\n",
        "g <- function() { x <- 0; repeat { x <- x + 1; if (x > 2) return(x) } }\ng()\nq(status = 3)\nprint('not reached')\n",
        // deparse, body and printing of compiled functions
        "f <- function(x) { if (x) 'a' else 'b' }\nf\nbody(f)\ndeparse(f)\nbody(f) <- quote(if (x) 'A' else 'B'); f(TRUE)\n",
        // compiled calls: base functions redefined mid-script, in a frame, and removed again
        "s <- 0; for (i in 1:5) s <- s + i; print(s)\n`+` <- function(a, b) paste(a, b)\ns <- 0; for (i in 1:3) s <- s + i; print(s)\nprint(2 + 3)\nrm(`+`)\nprint(2 + 3)\n",
        "f <- function(x) length(x)\nf(1:3)\nlength <- function(x) 99\nf(1:3)\ng <- function() { length <- function(x) -1; length(1:2) }\ng()\nrm(length)\nf(1:4)\n",
        "`<` <- function(a, b) TRUE\ns <- 0; for (i in 1:3) if (s < -1) s <- s + 1; s\nrm(`<`)\ns <- 0; for (i in 1:3) if (s < -1) s <- s + 1; s\n",
        // NA, NaN, integer overflow (NA with a warning) in compiled and typed arithmetic
        "x <- .Machine$integer.max; y <- x + 1L; print(y)\nf <- function(a, b) a * b\nf(100000L, 100000L)\nf(2L, NA)\nf(NaN, 1)\n",
        "s <- 0; for (i in 1:3) s <- s + NA; s\nz <- NA_real_; for (i in 1:3) z <- z * i; z\nw <- 0; for (i in 1:3) w <- w / 0 - i; w\n",
        "s <- .Machine$integer.max - 2L; for (i in 1:5) s <- s + i; s\nt <- 2L; for (i in 1:3) t <- t * 46341L; t\n",
        "s <- 0; t <- NA_real_; r <- try(for (i in 1:10) { s <- s + i; if (s > t) break }); print(s); print(i)\n",
        "f <- function(n, lim) { lim; s <- 0; for (i in n:1) { t <- i / 2; if (t == 3) next; s <- s - t * 2; if (s < lim) break }; c(s, i, t) }\nf(10, -30); f(3, -100); f(2L, 0)\n",
        "s <- 1L; for (i in 1:3) s <- s + 0.5 * i; s\nq <- c(a = 1); for (i in 1:2) q <- q + i; q\nm <- 1:2 + 0; for (i in 1:2) m <- m * i; m\n",
        "f <- function() { s <- 0; for (i in 1:4) { s <- s + i; if (i == 2) return(s) }; -1 }\nf()\nfor (i in 1:2) { u <- i * 2; v <- u + 1 }; c(u, v, i)\n",
        // %%, &&, ||, ! in typed loops: R's signs of %%, NaN for %% 0, NA in logic (FALSE && NA, TRUE || NA), NA conditions
        "s <- 0; for (i in 1:20) { if (i %% 3 == 0 && i %% 2 == 0) s <- s + i else if (!(i < 15) || i == 1) s <- s - 1 }; s\n"
            + "m <- 0; for (i in 1:6) m <- m + (i - 3.5) %% -2 + (-i) %% 2.5; m\nz <- 0; for (i in 1:3) z <- z + 5.5 %% 0; z\n"
            + "w <- 0; for (i in 1:4) w <- (i * 1e20) %% 7 + i %% Inf + (-i) %% Inf; w\n",
        "x <- NA_real_; n <- 0; for (i in 1:3) { if (i > 5 && x > 0) n <- n + 1 else n <- n + x %% 2 }; n\n"
            + "k <- 0; for (i in 1:3) { if (i < 5 || x > 0) k <- k + i }; k\n"
            + "j <- 0; r <- try(for (i in 1:3) { j <- j + i; if (i > 1 || x > 0) j <- 0 }); print(j); print(i)\n"
            + "q <- 0; r <- try(for (i in 1:3) { q <- q + 1; if (!(x > 1)) q <- 5 }); print(q)\n",
        "`%%` <- function(a, b) 100; s <- 0; for (i in 1:3) s <- s + i %% 2; s\nrm(`%%`)\ns <- 0; for (i in 1:3) s <- s + i %% 2; s\n"
            + "`&&` <- function(a, b) TRUE; n <- 0; for (i in 1:3) if (i > 5 && i > 6) n <- n + 1; n\nrm(`&&`)\n"
            + "n <- 0; for (i in 1:3) if (i > 5 && i > 6) n <- n + 1; n\nv <- 0L; for (i in 1:5) v <- i %% 2L; v\n",
        // functions typed on doubles: NA conditions and non-doubles run generically, redefinitions of the function and of base's seen
        "fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)\nfib(20)\nfib(0.5)\nfib(10L)\nfib(TRUE)\nfib('a')\ninvisible(fib(3))\nfib(n = 6)\n"
            + "r <- try(fib(NA_real_)); print(r)\ntry(fib(NaN))\nwithCallingHandlers(try(fib(c(NA, 1))), error = function(e) print(sys.calls()[[2]]))\n",
        "fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)\ng <- fib\nfib <- function(n) 100\ng(5)\nfib <- g\n"
            + "`<` <- function(a, b) { cat('my <\n'); FALSE }\nr <- try(fib(1)); rm(`<`)\nfib(6)\n`+` <- function(a, b) 1; fib(6); rm(`+`); fib(6)\n",
        "f <- function(n) if (n <= 0) 0 else f(n - 1) + 1\nf(100)\nf(4990)\nr <- try(f(6000), silent = TRUE); cat(class(r), '\\n')\n"
            + "h <- function(a, b) if (a > 0 && !(a > 100)) a * 2 %% 3 else b\nh(1, stop('never'))\nh(-1, 5)\nk <- function(x) h(x, {cat('forced\\n'); 3})\nk(-2)\nk(2)\n"
            + "m <- function(x, y) if (x > y) x - y else m(y, x) / 2\nm(3, 10)\nm(NA, 1)\n",
        // promises: lazy, evaluated once, side effects in order; missing; substitute and sys.call see the expressions
        "f <- function(x, y) { cat('in f\\n'); x; x; if (FALSE) y; 'done' }\nf({cat('x evaluated\\n'); 1}, {cat('y evaluated\\n'); 2})\n"
            + "g <- function(a) { force(a); a + a }\ng({cat('once\\n'); 21})\nh <- function(a, b) { if (missing(b)) 'no b' else b + a }\nh(1); h(1, 2)\nk <- function(x) missing(x)\nk()\n",
        "f <- function(x) substitute(x)\nf(a + b)\ng <- function(x) { sys.call() }\ng(1 + 2)\nh <- function(n) if (n < 2) n else h(n - 1) + h(n - 2)\nh(15)\nh(-1L)\n",
        "f <- function(n) { on.exit(cat('exit', n, '\\n')); s <- 0; for (i in 1:n) s <- s + i * 2; if (n > 2) stop('too big'); s }\nf(2)\ntry(f(3))\n",
        "f <- function(x, ...) { x + sum(...) }\nf(1, 2, 3)\ng <- function(n = stop('no n')) { 'unused default' }\ng()\nv <- c(b = 2, a = 1); v[['a']] + v['b']\nc(x = 1, 2)[[1]]\n",
        "f <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i / 2; c(s, i) }\nf(0); f(3); f(3L)\ng <- function(x) { k <- 0; for (j in seq_along(x)) k <- k * 2 + j; k }\ng(c(a = 5, b = 6)); g(NULL)\n"
            + "seq_len <- function(n) c(10L, 20L)\nf(2)\nrm(seq_len)\nv <- c(1, 2); for (i in seq_along(v)) v[i] <- v[i] * 3; v\n",
        // the range taken from seq_len's or seq_along's argument without the builtin: fractional, 0, NA, negative, vectors, strings, classes, lists, a print in the body (generic loop)
        "f <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i; c(s, i) }\nf(2.7); f(1); f(TRUE); f(\"3\"); f(c(2, 5)); f(0.5); f(0)\n"
            + "g <- function(n) { for (i in seq_len(n)) cat(i, class(i), ''); cat('\\n'); i }\ng(3.9); g(2L); g(0)\nf(NA)\n",
        "f <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i; s }\nf(-1)\n",
        "f <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i; s }\nf(NA_integer_)\n",
        "h <- function(x) { s <- 0; for (i in seq_along(x)) s <- s * 10 + i; c(s, i) }\nh(list(1, 'a')); h(factor(c('u', 'v', 'u'))); h(matrix(1:4, 2)); h(character(0))\n"
            + "length.myc <- function(x) 2L\nh(structure(1:5, class = 'myc'))\nk <- function(x) { for (i in seq_along(x)) cat(i, ''); cat('\\n') }\nk(c(a = 1, b = 2)); k(NULL)\n",
        // typed while and repeat loops, integer locals (overflow to NA with R's warning, NA propagating), logical constants
        "i <- 0; s <- 0; while (i < 10) { i <- i + 1; if (i %% 2 == 0) next; s <- s + i }; c(i, s)\nj <- 0L; repeat { j <- j + 3L; if (j > 20L) break }; j\n"
            + "i <- 0; while (TRUE) { i <- i + 1; if (i >= 5) break }; i\nw <- 5; while (FALSE) w <- 1; w\n",
        "i <- 1L; s <- 0L; while (i <= 100L) { s <- s + i * i; i <- i + 1L }; print(s); print(i); typeof(s)\n"
            + "k <- 1L; n <- 0L; while (n < 40L) { k <- k * 2L; n <- n + 1L }; print(k); print(n)\n"
            + "m <- 2147483646L; for (i in 1:3) m <- m + 1L; m\nd <- NA_integer_; e <- 0L; for (i in 1:3) { d <- d - i; e <- e - i }; c(d, e)\n",
        "z <- NA_real_; i <- 0; r <- try(while (i < z) i <- i + 1); print(i)\nq <- 7L; h <- 0; for (i in 1:3) h <- q / i; h\n"
            + "a <- 1L; for (i in 1:3) a <- a + 0.5; a\nb <- 0; b <- 2L; for (i in 1:3) b <- b * 3L; b\n"
            + "f <- function(n) { i <- 0L; s <- 0; while (i < n) { i <- i + 1L; s <- s + i / 2 }; c(i, s) }\nf(10L); f(10); f(0)\n"
            + "g <- function() { c <- 0L; repeat { c <- c + 1L; if (c == 3L) return(c) } }\ng()\n",
        "r <- withCallingHandlers({ k <- 1073741824L; t <- 0L; for (i in 1:3) { t <- t + i; k <- k * 2L }; c(k, t) },"
            + " warning = function(w) { message('handler sees t = ', get('t', envir = globalenv())); invokeRestart('muffleWarning') }); r\n",
        // element reads and writes of plain vectors in typed loops; out of bounds, NA and 0 indices, growth, sharing, attributes
        "x <- numeric(10); for (i in 1:10) x[i] <- i * 1.5; x\ny <- integer(5); for (i in seq_along(y)) y[i] <- i * 10L; y\n"
            + "s <- 0; for (i in 1:10) s <- s + x[i]; s\nt <- 0L; k <- 1L; while (k <= 5L) { t <- t + y[k]; k <- k + 1L }; t\n"
            + "u <- numeric(4); for (i in 1:4) u[i] <- y[i]; u; typeof(u)\nv <- x; for (i in 2:10) v[i] <- v[i - 1] + v[i]; v\n",
        "x <- c(1, 2, 3); s <- 0; for (i in 1:5) { s <- s + 1; t <- x[i] }; c(s, t)\nx2 <- numeric(3); for (i in 1:5) x2[i] <- i; x2\n"
            + "k <- NA_integer_; p <- 0; for (i in 1:2) p <- x[k]; p\nq <- 0; for (i in 1:2) q <- x[2.7] + x[i + 0.5]; q\n"
            + "z <- 0; for (i in 1:2) z <- z + x[i - 1]; z\nn <- NA_real_; m <- 1; for (i in 1:2) m <- x[n]; m\n"
            + "w <- c(1, 2, 3); for (i in 1:4) { w[i] <- w[i] + 100; w[1] <- w[1] + 1; v <- w[i + 1] }; w; v\n",
        "x <- integer(3); k <- 2147483646L; for (i in 1:3) { x[i] <- k; k <- k + 1L }; x; k\n"
            + "a <- numeric(3); b <- a; for (i in 1:3) a[i] <- i; a; b\nn <- c(a = 1, b = 2); for (i in 1:2) n[i] <- i * 3; n\n"
            + "iv <- 1:4; for (i in 1:4) iv[i] <- iv[i] * 2.5; iv\nlv <- c(TRUE, FALSE); s <- 0; for (i in 1:2) s <- s + lv[i]; s\n"
            + "f <- function(x) { for (i in seq_along(x)) x[i] <- x[i] * 2; x }\nv0 <- c(1, 2); f(v0); v0\n"
            + "g <- function() { y <- numeric(3); for (i in 1:3) y[i] <- i; y[2] <- -1; y }\ng()\n",
        "gx <- c(1, 2); f <- function() { for (i in 1:2) gx[i] <- i * 5; c(exists('gx', inherits = FALSE), gx) }\nf(); gx\n"
            + "h <- function() { for (i in 1:2) if (i > 5) gx[i] <- 0; exists('gx', inherits = FALSE) }\nh()\n"
            + "k <- function() { y <- gx; for (i in 1:2) if (i > 5) y[i] <- 0; y }\nk(); gx\n",
        "v <- c(3, 1, 4, 1, 5, 9, 2, 6); n <- 8L; i <- 2L\nwhile (i <= n) { key <- v[i]; j <- i - 1L; while (j >= 1L && v[j] > key) { v[j + 1L] <- v[j]; j <- j - 1L }; v[j + 1L] <- key; i <- i + 1L }\nv\n",
        "`[<-` <- function(x, i, value) { cat('my [<-\\n'); x }\nx <- numeric(2); for (i in 1:2) x[i] <- 5; x\nrm(`[<-`)\n"
            + "`[` <- function(x, i) 42\ny <- c(1, 2); s <- 0; for (i in 1:2) s <- s + y[i]; s\nrm(`[`)\ns <- 0; for (i in 1:2) s <- s + y[i]; s\n",
        // typed integer %% and %/% (signs, zero divisors, NA: no warning), double %/% and ^, unary minus, length(x), is.na
        "a <- c(-7L, 7L, 0L, NA, -1L, 2147483647L); b <- c(3L, -3L, 0L, 2L, -1L, 0L); m <- integer(6); d <- integer(6)\n"
            + "for (i in 1:6) { m[i] <- a[i] %% b[i]; d[i] <- a[i] %/% b[i] }; m; d; typeof(m)\ns <- 0L; for (i in 1:30) s <- s + (i %% 7L) * (i %/% 4L) - -i; s\n",
        "x <- c(-7.5, 7, 0, NA, Inf, -Inf, 5.5, NaN); y <- c(2, -3, 0, 1, 2, 3, Inf, 1); r <- numeric(8)\n"
            + "for (i in 1:8) r[i] <- x[i] %/% y[i] + x[i] %% y[i] * 1000 + x[i]^y[i]; r\nh <- 0; for (i in 1:2) h <- 1e20 %% 3; h\n"
            + "n <- 3L; u <- NA_integer_; v <- 0; for (i in 1:2) { n <- -n; u <- -u; v <- -v + +i }; c(n, u); v\n"
            + "w <- c(4, 8, 15); k <- 1L; t <- 0; while (k <= length(w)) { t <- t + w[k] / length(w); k <- k + 1L }; t\n"
            + "e <- numeric(0); z <- 0L; for (i in 1:3) z <- z + length(e); z\nq <- 0L; for (i in 1:8) if (is.na(x[i]) | is.na(-y[i])) q <- q + 1L; q\n",
        // logical locals: NA, live-in logicals, a guess that does not hold, NA in a condition
        "found <- FALSE; k <- 0L; while (!found) { k <- k + 1L; found <- k * k > 50L }; c(k, found)\n"
            + "ok <- TRUE; for (i in 1:6) ok <- ok && i < 5; ok\nflag <- NA; for (i in 1:3) if (i == 2) flag <- FALSE; flag\n"
            + "g <- FALSE; g <- 2; for (i in 1:3) g <- g > 1; g\nb <- NA; h <- 0; r <- try(for (i in 1:3) { h <- h + i; if (b) h <- 0 }); h\n"
            + "ev <- 0L; for (i in 1:10) ev <- ev + if (i %% 2L == 0L | i == 7L) i else -1L; ev\nfz <- 0; for (i in 1:4) fz <- fz + if (i == 3) NA else i; fz\n",
        // inner loops typed with the outer one: ranges up and down, fractional and NA bounds, empty sequences, break and next
        "tot <- 0; for (i in 1:50) for (j in 1:i) tot <- tot + i * j; c(tot, i, j)\nm <- numeric(12); for (i in 1:3) for (j in seq_len(4)) m[(i - 1) * 4 + j] <- i * 10 + j; m\n"
            + "d <- 0; for (i in 1:3) for (j in 3:1) d <- d * 2 + j; d\nf <- 0; for (i in 1:2) for (j in 2.5:5) f <- f + j; f\ng <- 0; for (i in 1:2) for (j in 1.5:3) g <- g + j; c(g, j)\n"
            + "c0 <- 0; for (i in 1:4) for (j in seq_len(i %/% 2L)) c0 <- c0 + 1; c0; j\nee <- numeric(0); s <- 0; for (i in 1:2) { s <- s + i; for (j in seq_along(ee)) s <- s + 100 }; s; j\n"
            + "n <- 0L; for (i in 1:4) { j <- 0L; while (j < i) { j <- j + 1L; if (j == 2L) next; n <- n + j } }; n\n"
            + "c2 <- 0L; for (i in 1:4) repeat { c2 <- c2 + i; if (c2 %% 3L == 0L || c2 > 40L) break }; c2\n"
            + "fi <- 0; for (i in 1:3) for (j in 1:5) { if (j > i) break; fi <- fi + j }; fi\nre <- 0L; for (i in 1:2) for (j in 1:3) { j <- j * 10L; re <- re + j }; c(re, j)\n"
            + "na <- NA_integer_; cc <- 0; r <- try(for (i in 1:2) { cc <- cc + 1; for (j in 1:na) cc <- cc + 1 }); cc\n",
        // an inner loop that gives up: the whole outer iteration undone, element writes too, then run generically
        "big <- integer(6); acc <- 2147483000L\nfor (i in 1:3) for (j in 1:2) { big[(i - 1) * 2 + j] <- big[(i - 1) * 2 + j] + i; acc <- acc + 100L * i }\nbig; acc\n"
            + "gr <- c(1, 2); for (i in 1:2) for (j in 1:3) gr[i + j - 1] <- i * j; gr\n"
            + "v <- c(3, 1, 4, 1, 5, 9, 2, 6, 5, 3); n <- length(v); i <- 2L; while (i <= n) { key <- v[i]; j <- i - 1L\n"
            + "while (j >= 1L && v[j] > key) { v[j + 1L] <- v[j]; j <- j - 1L }; v[j + 1L] <- key; i <- i + 1L }; v\n"
            + "i <- 0; i <- 2L; j <- 0L; w <- c(2, 1); while (i <= 2L) { j <- i - 1L; while (j >= 1L && w[j] > 1) j <- j - 1L; i <- i + 1L }; c(i, j)\n",
        // matrix elements m[i, j] in typed loops: dimnames kept, out of bounds (R's error), NA, shared, classed, linear m[k]
        "m <- matrix(0, 3, 4); for (i in 1:3) for (j in 1:4) m[i, j] <- i * 10 + j; m\ns <- 0; for (i in 1:3) for (j in 1:4) s <- s + m[i, j] * m[j %% 3L + 1L, i]; s\n"
            + "mi <- matrix(0L, 2, 2, dimnames = list(c('a', 'b'), c('x', 'y'))); for (k in 1:2) mi[k, k] <- k * 7L; mi\n"
            + "t <- 0; r <- try(for (i in 1:5) t <- t + m[i, 1]); t\nr <- try(for (i in 1:5) m[i, 2] <- -1); m\nu <- 0; for (i in 1:2) u <- u + m[NA_integer_, 1]; u\n"
            + "v <- 0; for (i in 1:3) v <- v + m[i] + m[i, 2.9]; v\nmm <- m; for (i in 1:3) mm[i, i] <- 0; m; mm\n"
            + "dp <- matrix(0, 6, 6); for (i in 1:6) for (j in 1:6) dp[i, j] <- if (i == 1 || j == 1) 1 else dp[i - 1, j] + dp[i, j - 1]; dp[6, 6]\n"
            + "cl <- structure(matrix(1, 2, 2), class = 'foo'); q <- 0; for (i in 1:2) q <- q + cl[i, i]; q\na3 <- array(1, c(2, 2, 2)); z <- 0; for (i in 1:2) z <- z + a3[i, 1]; z\n",
        // eval/assign/get on computed names in a compiled frame
        "f <- function(k) { for (i in 1:k) assign(paste0('v', i), i * 2); eval(parse(text = paste0('v', k))) + get('v1') }\nf(3)\n",
    })
    void sameAsInterpreter(String source) {
        Differential.assertSame(source);
    }

    @Test
    void controlFlowAndCallsAreCompiled() {
        CompiledScript s = Differential.assertSame("f <- function(n) { s <- 0; for (i in 1:n) if (i %% 2 == 0) s <- s + i; s }\nf(10)\ng <- function(x) x + 1\ng(1)\nh <- function(x) x\nh(2)\n");
        assertTrue(s.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:1:6: 9 constructs in JVM code, 0 expressions")), s.report().toString());
        assertTrue(s.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:3:6: 1 constructs")), s.report().toString());
        assertTrue(s.report().stream().anyMatch(l -> l.startsWith("evaluated  function test.R:5:6")), s.report().toString());
        assertEquals(1 + 6 + 2, s.classes().size(), "f, g, each top-level call, the main class: " + s.classes().keySet());
    }

    @Test
    void scalarLoopsAreTyped() {
        CompiledScript s = Differential.assertSame("s <- 0; for (i in 1:10) s <- s + i * 2; s\nf <- function(n) { t <- 0; for (i in seq_len(n)) if (i > 2) t <- t - i; t }\nf(5)\n");
        assertTrue(s.report().stream().anyMatch(l -> l.startsWith("compiled   top-level test.R:1:9") && l.endsWith("1 loops with typed locals")), s.report().toString());
        assertTrue(s.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:2:6") && l.contains("1 loops with typed locals")), s.report().toString());
        CompiledScript fib = Differential.assertSame("fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)\nfib(15)\n");
        assertTrue(fib.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:1:8") && l.endsWith("typed on doubles")), fib.report().toString());
        CompiledScript logic = Differential.assertSame("n <- 0; for (i in 1:30) if (i %% 3 == 0 && !(i > 20) || i == 29) n <- n + i %% 4; n\n");
        assertTrue(logic.report().stream().anyMatch(l -> l.endsWith("1 loops with typed locals")), logic.report().toString());
    }

    @Test
    void whileIntegerAndElementLoopsAreTyped() {
        String[] typed = {
            "i <- 1L; s <- 0L; while (i <= 10L) { s <- s + i; i <- i + 1L }; s\n",
            "x <- numeric(5); for (i in 1:5) x[i] <- i / 2; s <- 0; for (i in seq_along(x)) s <- s + x[i]; s\n",
            "j <- 0L; repeat { j <- j + 3L; if (j > 20L) break }; j\n",
        };
        for (String src : typed) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().anyMatch(l -> l.endsWith("loops with typed locals")), s.report().toString());
        }
    }

    @Test
    void innerLoopsAndNewConstructsAreTyped() {
        String[] typed = {
            "tot <- 0; for (i in 1:10) for (j in 1:i) tot <- tot + i * j; tot\n",
            "x <- numeric(6); for (i in 1:2) for (j in seq_len(3)) x[(i - 1) * 3 + j] <- i %/% 2L + j %% 2L; x\n",
            "v <- c(2, 1); i <- 2L; while (i <= length(v)) { j <- i - 1L; while (j >= 1L && v[j] > 0) j <- j - 1L; i <- i + 1L }; i\n",
            "done <- FALSE; k <- 0L; while (!done) { k <- k + 1L; done <- k >= 5L | is.na(k) }; c(k, -k)\n",
            "m <- matrix(0, 3, 3); for (i in 1:3) for (j in 1:3) m[i, j] <- if (i == j) 1 else m[i, j] + i / j; m\n",
        };
        for (String src : typed) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().anyMatch(l -> l.endsWith("loops with typed locals")), s.report().toString());
        }
        CompiledScript nested = Differential.assertSame(typed[0]);
        assertTrue(nested.report().stream().anyMatch(l -> l.endsWith("2 loops with typed locals")), "outer and inner: " + nested.report());
    }

    @Test
    void logicalVectorsAndDoubleBracketsAreTyped() {
        String[] typed = {
            // the sieve: rep(TRUE, n) guessed logical, written in an inner while
            "n <- 200L; p <- rep(TRUE, n); p[1] <- FALSE\nfor (i in 2:14) if (p[i]) { j <- i * i; while (j <= n) { p[j] <- FALSE; j <- j + i } }\nprint(sum(p)); print(typeof(p))\n",
            // NA elements read and written, logicals in arithmetic, numbers written logicals, past the end (grows with NA)
            "x <- c(1, NA, -2, 3) > 0; c2 <- 0L; o <- logical(5)\nfor (i in 1:5) { o[i] <- x[i] | i == 5L; if (!is.na(x[i]) && x[i]) c2 <- c2 + x[i] }\nprint(o); print(c2)\n"
                + "d <- numeric(3); for (i in 1:3) d[i] <- i > 1; print(d)\ng <- logical(2); for (i in 1:3) g[i * 2L] <- NA; print(g)\n"
                + "k <- rep(FALSE, 2); keep <- k; for (i in 1:2) k[i] <- TRUE; print(k); print(keep)\n",
            // x[[i]] of doubles and integers; out of bounds is R's error from the generic loop
            "x <- c(2.5, -1, Inf); xi <- c(3L, NA); s <- 0; t <- 0L\nfor (i in 1:3) s <- s + x[[i]] * 2 + x[[i / 1.4 + 0.5]]\nfor (i in 1:2) t <- t + xi[[i]]\nprint(c(s, t))\n"
                + "print(tryCatch({ u <- 0; for (i in 1:4) u <- u + x[[i]]; u }, error = function(e) conditionMessage(e))); print(u)\n",
        };
        for (String src : typed) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().anyMatch(l -> l.endsWith("loops with typed locals")), s.report().toString());
        }
        // parameters guessed from the script's calls (f(20L): an integer) and defaults; a call of another type runs generically
        String[] params = {
            "f <- function(n) { s <- 0; for (a in 1:n) for (b in 1:n) s <- s + (a * b) %% 7L - b / a; s }\nprint(f(20L), digits = 17)\nprint(f(3.5), digits = 17)\nm <- 4L; print(f(m))\n",
            "g <- function(n, by = 2L) { k <- 0L; j <- 1L; while (j <= n) { j <- j + by; k <- k + 1L }; c(j, k) }\ng(10L)\ng(7)\ng(5L, 1.5)\ng(2147483647L, 1073741824L)\n",
        };
        for (String src : params) {
            CompiledScript s = Differential.assertSame(src);
            assertTrue(s.report().stream().anyMatch(l -> l.startsWith("compiled   function") && l.contains("loops with typed locals")), s.report().toString());
        }
        // a logical vector written a number becomes numeric in R: left generic
        Differential.assertSame("lg <- logical(3); for (i in 1:3) lg[i] <- i * 2L; print(lg); print(typeof(lg))\n");
    }

    @Test
    void mathFunctionsAndLogicalOperandsAreTyped() {
        String[] typed = {
            // the interpreter's own calls: bit-identical sums (printed to 17 digits); NA, NaN, Inf, -0 pass through
            "x <- c(2, NA, Inf, -0, 1e-300, NaN, 0.5, -Inf); s <- 0; r <- numeric(8)\nfor (i in seq_along(x)) { r[i] = sqrt(abs(x[i])) + exp(x[i]) - floor(x[i]) * ceiling(x[i] / 3) }\nprint(r, digits = 17)\n"
                + "for (i in 1:200) s <- s + sqrt(i) + log(i) / exp(i / 50) - abs(floor(i / 7) - ceiling(i / 9)); print(s, digits = 17)\n",
            // a NaN from sqrt or log of a number: R warns "NaNs produced", generic; log(0) is -Inf without a warning
            "f <- function(k) { s <- 0; for (i in 1:5) s <- s + sqrt(k - i) + log(i - 1); s }\nf(10)\nf(3)\n"
                + "r <- withCallingHandlers(f(2), warning = function(w) { cat('caught', conditionMessage(w), '\\n'); invokeRestart('muffleWarning') }); r\n",
            // abs of integers and logicals stays integer (NA too); logicals in + - * %/% %% and comparisons, NA logicals
            "t <- 0L; q <- NA; for (i in -3:3) { t <- t + abs(i) + abs(i > 0) + TRUE - (i < 0) * 2L + (i > 1) %/% TRUE; q <- q | i > 2 }; c(t, q)\n"
                + "u <- 0; b <- FALSE; for (i in 1:6) { b <- !b; u <- u + b * 1.5 + (b == TRUE) + -b + (b > 0.5) + b %% 2 }; u\n"
                + "n <- 0L; for (i in 1:3) n <- n + NA + (i > 5); n\nm <- 0L; z <- NA; for (i in 1:3) m <- abs(z) + i; m\n",
            // the other math functions of one number, bit for bit the builtins' (17 digits); NA, NaN, Inf, -0, integer NA
            "x <- c(2, NA, Inf, -0, 1e-300, NaN, 0.5, -Inf, 2.5, -3.5, 1e10); r <- numeric(11)\n"
                + "for (i in seq_along(x)) r[i] <- sin(x[i]) + cos(x[i]) + tan(x[i]) + trunc(x[i]) + round(x[i]) + sign(x[i]) + expm1(x[i])\nprint(r, digits = 17)\n"
                + "p <- c(1e-300, 0.5, 3, 1e300, Inf, NA, NaN, 0); q <- numeric(8)\n"
                + "for (i in seq_along(p)) q[i] <- log2(p[i]) + log10(p[i]) + log1p(p[i]) + gamma(p[i] + 0.5) + lgamma(p[i] + 0.5)\nprint(q, digits = 17)\n"
                + "iv <- c(1L, NA, -3L, 0L); o <- numeric(4); for (i in 1:4) o[i] <- sin(iv[i]) + trunc(iv[i]) + sign(iv[i] > 0L); print(o, digits = 17)\n"
                + "s <- 0; for (i in 1:500) s <- s + sin(i) * cos(i / 3) - tan(i / 1000) + round(i / 3) + log2(i) + lgamma(i / 10); print(s, digits = 17)\n",
            // a NaN from a number gives up: R's warning from the generic rest, seen by a calling handler
            "f <- function(k) { s <- 0; for (i in 1:3) s <- s + tan(k * i) + log1p(k - i) + gamma(k - i); s }\nf(0.5)\n"
                + "withCallingHandlers(f(1), warning = function(w) { cat('caught', conditionMessage(w), '\\n'); invokeRestart('muffleWarning') })\n"
                + "tot <- 0; for (i in 1:20) for (j in 1:3) { o <- i * j; tot <- tot + length(i) + length(o) + sign(-j) }; tot\n",
        };
        for (String src : typed) {
            CompiledScript s = Differential.assertSame(src);
            // a function whose body is its loop is also typed on doubles now: that follows on its line
            assertTrue(s.report().stream().anyMatch(l -> l.contains("loops with typed locals")), s.report().toString());
        }
        // typed functions: the same calls; sqrt of a negative (R's warning) gives up to the generic body
        CompiledScript fn = Differential.assertSame("hyp <- function(a, b) sqrt(a * a + b * b) + floor(log(abs(a) + 1)) - ceiling(exp(b / 10))\nhyp(3, 4)\nhyp(-1e300, NA)\nhyp(0, -Inf)\n"
                + "sq <- function(x) sqrt(x - 2L) + 1\nsq(6)\nsq(1)\nsq(NaN)\n");
        assertTrue(fn.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:1:8") && l.endsWith("typed on doubles")), fn.report().toString());
        assertTrue(fn.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:5:7") && l.endsWith("typed on doubles")), fn.report().toString());
        // sqrt redefined: the guard leaves the loop to the evaluator
        Differential.assertSame("sqrt <- function(x) -1\ns <- 0; for (i in 1:3) s <- s + sqrt(i); s\nrm(sqrt)\ns <- 0; for (i in 1:3) s <- s + sqrt(i); s\n");
    }

    @Test
    void typedModulusGivesUpWhereRWarns() {
        // R warns "probable complete loss of accuracy in modulus" past a quotient of 2^63; a handler sees it
        CompiledScript f = Differential.assertSame("md <- function(a, b) if (a > 0) a %% b else (0 - a) %% b\nmd(10, 3)\nmd(1e20, 3)\nmd(-1e20, 7)\nmd(2^63, 1)\n"
                + "r <- withCallingHandlers(md(1e20, 7), warning = function(w) { cat('caught', conditionMessage(w), '\\n'); invokeRestart('muffleWarning') }); r\n"
                + "md(1e300, 1e-10)\nmd(5, 0)\nmd(Inf, 2)\n");
        assertTrue(f.report().stream().anyMatch(l -> l.startsWith("compiled   function test.R:1:7") && l.endsWith("typed on doubles")), f.report().toString());
        CompiledScript loop = Differential.assertSame("g <- function() { s <- 0; for (i in 1:12) s <- s + (1e18 * i) %% 7; s }\ng()\n");
        assertTrue(loop.report().stream().anyMatch(l -> l.contains("1 loops with typed locals")), loop.report().toString());
    }

    @Test
    void bodiesPastAsmLimitsAreEvaluated() {
        StringBuilder body = new StringBuilder("f <- function() { ");
        for (int k = 0; k < 12; k++) {
            body.append("k").append(k).append(" <- 0L; while (k").append(k).append(" < 2L) { k").append(k).append(" <- k").append(k).append(" + 1L; m").append(k)
                .append(" <- 0L; repeat { m").append(k).append(" <- m").append(k).append(" + k").append(k).append("; if (m").append(k).append(" %/% 2L >= 3L) break; if (m").append(k).append(" > 9L) break } }; ");
        }
        CompiledScript s = Differential.assertSame(body.append("k0 + m11 }\nprint(f())\n").toString());
        assertTrue(s.report().stream().anyMatch(l -> l.startsWith("evaluated  function test.R:1:6: too large")), s.report().toString());
    }

    @Test
    void syntaxErrorsFailTheCompileWithTheirPosition() {
        ParseError e = assertThrows(ParseError.class, () -> ScriptCompiler.compile("x <- 1\ny <- (2 +\n3))\n", "bad.R", "t.Main"));
        assertEquals(3, e.line());
        assertTrue(e.sourceMessage("bad.R").startsWith("bad.R:3:3: unexpected ')'"), e.sourceMessage("bad.R"));
    }

    @Test
    void unknownFunctionsAreWarnings() {
        CompiledScript s = ScriptCompiler.compile("f <- function(g) g(1) + helper(2)\nhelper <- function(x) x\nmean(1)\n  nosuch(3)\n"
                + "assign('made', function() 1); made()\n", "w.R", "t.Main");
        assertEquals(java.util.List.of("w.R:4:3: warning: could not find function \"nosuch\" (not defined in the script nor in base R)"), s.warnings());
    }

    /** --verbose names the calls a body leaves to the evaluator: the too-dynamic ones (eval, assign, get) among them. */
    @Test
    void verboseNamesTheCallsLeftToTheEvaluator() {
        CompiledScript s = Differential.assertSame("f <- function(k) { for (i in 1:k) assign(paste0('v', i), i); x <- c(1, 2); names(x)[2] <- 'b'; "
                + "print(x); eval(parse(text = paste0('v', k))) + get('v1') }\nf(2)\ng <- function(x) x + 1\ng(1)\n");
        String f = s.report().stream().filter(l -> l.startsWith("compiled   function test.R:1:6:")).findFirst().orElseThrow();
        for (String call : new String[] {"assign", "names<-", "eval", "get"}) assertTrue(f.matches(".*expressions evaluated \\(.*\\b" + java.util.regex.Pattern.quote(call) + "[,)].*"), f);
        String g = s.report().stream().filter(l -> l.startsWith("compiled   function test.R:3:6:")).findFirst().orElseThrow();
        assertTrue(g.contains(" 0 expressions evaluated") && !g.contains("("), g);
    }

    /** Calls in quoted code and formulas are data, not calls: no warning (a function defined in quoted code still counts). */
    @Test
    void callsInQuotedCodeAreNotWarnings() {
        CompiledScript s = ScriptCompiler.compile("q <- quote(notafunction(1))\nfo <- y ~ s(x) + te(z)\ne <- expression(zz(1))\n"
                + "b <- bquote(f2(.(q)))\nl <- alist(a = g3(1))\nh <- function(x) substitute(k4(x))\neval(quote(made <- function() 1)); made()\n"
                + "print(quote(a)); unknown(quote(k5(1)))\n", "q.R", "t.Main");
        assertEquals(java.util.List.of("q.R:8:18: warning: could not find function \"unknown\" (not defined in the script nor in base R)"), s.warnings());
    }
}
