package flashr.fm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.bind.FmEngines;
import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Element-wise functions of sparse matrices against the same functions of the dense R matrices
 * they stand for: random matrices with NA, NaN, Inf, -Inf and stored zeros, empty rows, 1 x 1 and
 * entry-less ones, binary ones, on the heap and in the file store in blocks of 4 rows. A function
 * that maps 0 to 0 (or FALSE) gives a sparse matrix kept where its operand is; any other a dense
 * FlashR matrix; both hold R's values (a sparse one exactly: its values are computed by R's own
 * builtin). Operators of two sparse matrices (random pairs, a matrix and its transpose) likewise,
 * on the union of their entries.
 */
class SparseElementwiseTest {
    @TempDir
    Path tmp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private Session session;

    @BeforeEach
    void start() throws IOException {
        session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(out, true, StandardCharsets.UTF_8));
        Path conf = Files.writeString(tmp.resolve("flashr.conf"), "data.dirs = " + tmp.resolve("a")
                + "\nthreads = 2\npartition.rows = 4\n");
        run("fm.set.conf(\"" + conf + "\")");
    }

    @AfterEach
    void stop() { FmEngines.close(session.interpreter()); }

    private String run(String code) {
        out.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void elementwiseFunctionsMatchDenseArithmetic() {
        String r = run("""
                set.seed(5)
                fs <- list(times2 = function(x) x * 2, left = function(x) 3 * x, div = function(x) x / 2,
                    neg = function(x) -x, plus = function(x) +x, abs = abs, sqrt = sqrt, sq = function(x) x^2,
                    round = round, round1 = function(x) round(x, 1), signif = function(x) signif(x, 2), trunc = trunc,
                    floor = floor, sign = sign, sin = sin, atan = atan, expm1 = expm1, log1p = log1p,
                    mod = function(x) x %% 2, idiv = function(x) x %/% 2, ne0 = function(x) x != 0,
                    gt = function(x) x > 0.5, and = function(x) x & TRUE, or = function(x) x | FALSE,
                    isna = is.na, isnan = is.nan, isinf = is.infinite, chain = function(x) abs(-x * 2)^2 != 0,
                    ltimes = function(x) (x > 0) * 2,
                    plus1 = function(x) x + 1, minus = function(x) 2 - x, exp = exp, cos = cos, log = log,
                    eq0 = function(x) x == 0, divzero = function(x) x / 0, rdiv = function(x) 1 / x,
                    not = function(x) !x, pow0 = function(x) x^0, timesNA = function(x) x * NA,
                    timesInf = function(x) x * Inf, isfinite = is.finite, vec = function(x) x * c(1, 2))
                # dense arithmetic leaves NaN op NA to the processor (either may come out, as in R): NA and NaN alike
                same.na <- function(a, b) identical(is.na(a), is.na(b)) && identical(replace(a, is.na(a), 0), replace(b, is.na(b), 0))
                bad <- character()
                for (trial in 1:16) {
                    n <- sample(c(1, 2, 7, 13), 1); m <- sample(c(1, 3, 9), 1)
                    nnz <- if (trial %% 8 == 0) 0 else sample(0:(n * m), 1)
                    i <- sample(n, nnz, replace = TRUE, prob = (1:n)^3); j <- sample(m, nnz, replace = TRUE)
                    x <- if (trial %% 3 == 0) NULL
                         else sample(c(round(rnorm(nnz), 1), NA, NaN, Inf, -Inf, 0, -3), nnz, replace = TRUE)
                    D <- matrix(0, n, m)
                    for (e in seq_len(nnz)) D[i[e], j[e]] <- D[i[e], j[e]] + if (is.null(x)) 1 else x[e]
                    in.mem <- trial %% 2 == 0
                    S <- .fm.sparse.triplets(i, j, x, n, m, in.mem)
                    X <- matrix(rnorm(m * 2), m, 2)
                    for (f in names(fs)) {
                        R <- suppressWarnings(fs[[f]](S)); E <- suppressWarnings(fs[[f]](D))
                        keeps <- isTRUE(suppressWarnings(fs[[f]](0)) == 0) && f != "vec"
                        ok <- fm.is.object(R) && fm.is.sparse(R) == keeps &&
                            (if (keeps) identical(fm.conv.FM2R(R), E) else same.na(fm.conv.FM2R(R), E))
                        if (ok && keeps) ok <- fm.in.mem(R) == in.mem && identical(nnzero(R), nnzero(E)) &&
                            isTRUE(all.equal(fm.conv.FM2R(R %*% X), E %*% X)) && identical(typeof(R), typeof(E))
                        if (!ok) bad <- c(bad, paste(trial, f))
                    }
                }
                bad
                """);
        assertEquals("character(0)\n", r);
    }

    @Test
    void operatorsOfTwoSparseMatricesMatchDenseArithmetic() {
        String r = run("""
                set.seed(9)
                same.na <- function(a, b) identical(is.na(a), is.na(b)) && identical(replace(a, is.na(a), 0), replace(b, is.na(b), 0))
                ops <- c("+", "-", "*", "/", "^", "%%", "&", "|", "!=", ">", "<=", "==")
                random <- function(n, m, in.mem) {
                    nnz <- sample(0:(n * m), 1)
                    i <- sample(n, nnz, replace = TRUE, prob = (1:n)^2); j <- sample(m, nnz, replace = TRUE)
                    x <- if (runif(1) < 0.3) NULL else sample(c(round(rnorm(nnz), 1), NA, NaN, Inf, -Inf, 0), nnz, replace = TRUE)
                    S <- .fm.sparse.triplets(i, j, x, n, m, in.mem)
                    list(S = S, D = fm.conv.FM2R(S))
                }
                bad <- character()
                for (trial in 1:12) {
                    n <- sample(c(1, 2, 6, 11), 1); m <- if (trial %% 4 == 0) n else sample(c(1, 3, 7), 1)
                    a <- random(n, m, trial %% 2 == 0); b <- if (n == m && trial %% 3 == 0) list(S = t(a$S), D = t(a$D)) else random(n, m, trial %% 3 == 0)
                    for (op in ops) {
                        f <- match.fun(op)
                        R <- suppressWarnings(f(a$S, b$S)); E <- suppressWarnings(f(a$D, b$D))
                        keeps <- isTRUE(f(0, 0) == 0)
                        ok <- fm.is.object(R) && fm.is.sparse(R) == keeps &&
                            (if (keeps) identical(fm.conv.FM2R(R), E) && fm.in.mem(R) == fm.in.mem(a$S) else same.na(fm.conv.FM2R(R), E))
                        if (!ok) bad <- c(bad, paste(trial, op))
                    }
                }
                S <- .fm.sparse.triplets(1:2, 1:2, c(1, 2), 2, 2, TRUE)
                c(bad, tryCatch(S + .fm.sparse.triplets(1, 1, 1, 2, 3, TRUE), error = function(e) conditionMessage(e)))
                """);
        assertEquals("[1] \"non-conformable arrays\"\n", r);
    }

    @Test
    void storedValuesWarnAsTheDenseOnesDoAndBinaryMatricesStayBinary() {
        String r = run("""
                S <- .fm.sparse.triplets(c(1, 2), c(1, 3), c(-4, 9), 2, 3, TRUE)
                tryCatch(sqrt(S), warning = function(w) conditionMessage(w))
                fm.conv.FM2R(suppressWarnings(sqrt(S)))
                B <- .fm.sparse.triplets(c(1, 2, 2), c(2, 1, 3), NULL, 2, 3, TRUE)
                abs(B)
                B != 0
                B * 2
                """);
        assertEquals("""
                [1] "NaNs produced"
                     [,1] [,2] [,3]
                [1,]  NaN    0    0
                [2,]    0    0    3
                FlashR sparse matrix 2 x 3 with 3 non-zero entries (binary)
                     [,1] [,2] [,3]
                [1,]    0    1    0
                [2,]    1    0    1
                FlashR sparse matrix 2 x 3 with 3 non-zero entries (logical)
                      [,1]  [,2]  [,3]
                [1,] FALSE  TRUE FALSE
                [2,]  TRUE FALSE  TRUE
                FlashR sparse matrix 2 x 3 with 3 non-zero entries (double)
                     [,1] [,2] [,3]
                [1,]    0    2    0
                [2,]    2    0    2
                """, r);
    }
}
