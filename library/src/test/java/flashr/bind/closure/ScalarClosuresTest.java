package flashr.bind.closure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.bind.EngineThreshold;
import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Closures of scalars compiled into the engine's DAG against the evaluator calling them element by
 * element (R's sapply and mapply on heap vectors): on random vectors drawn with NA, NaN, Inf, -0,
 * huge and tiny numbers, of 1 to 1000 elements (odd sizes across partitions), every closure of a
 * catalogue covering the subset gives identical values (type, NA payloads), the same warnings
 * (message and call, in order, as calling handlers see them) and the same error. No closure of
 * the catalogue may fall back to the evaluator: that would print the note.
 */
class ScalarClosuresTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private Session session(long threshold) {
        Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        if (threshold >= 0) s.interpreter().setEngineStorage(EngineThreshold.of(s.interpreter(), threshold));
        return s;
    }

    private String run(Session s, String code) {
        out.reset();
        s.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    /** R helpers: an outcome (value or error, then the warnings) and random operands. */
    private static final String HELPERS = """
            outcome <- function(expr) {
              w <- character(0)
              v <- withCallingHandlers(tryCatch(expr, error = function(e) paste("error:", conditionMessage(e), deparse(conditionCall(e)))),
                warning = function(c) { w <<- c(w, paste(conditionMessage(c), deparse(conditionCall(c)))); invokeRestart("muffleWarning") })
              list(v, w)
            }
            # NA combined with NaN is NA or NaN as the processor's operand order has it, which R does not
            # fix either ("may depend on the R platform"): binary closures compare with NaN read as NA
            same2 <- function(p, q) identical(p, q) || identical(nan.as.na(p), nan.as.na(q))
            nan.as.na <- function(o) { if (is.double(o[[1]])) o[[1]][is.nan(o[[1]])] <- NA; o }
            special <- c(NA, NaN, Inf, -Inf, 0, -0, 0.5, -0.5, 1, -1, 2.5, -3, 1e308, -1e308, 1e-310, 700, -700, 2^31, 46341, 3e15)
            draw <- function(n, kind) {
              d <- sample(c(special, round(runif(40, -20, 20), sample(0:3, 1))), n, TRUE)
              switch(kind, double = d, integer = sample(c(NA, 0L, 1L, -1L, .Machine$integer.max, -.Machine$integer.max, 46341L, -46341L,
                       sample(-100:100, 20)), n, TRUE), logical = sample(c(TRUE, FALSE, NA), n, TRUE))
            }
            a <- 0.75; b <- -2; k <- 3L
            unary <- list(
              function(x) if (x > 0) log(x) else 0,
              function(x) if (is.na(x)) -1 else if (x > 0.5) log(x) else 0,
              function(x) if (is.na(x)) NA else x * 2,
              function(x) ifelse(x > a, sqrt(x), -x),
              function(x) { y <- a * x + b; y^2 - x %/% 3 },
              function(x) x > 0 && log(x) > 1,
              function(x) x < 0 || sqrt(x) > 1.5,
              function(x) sin(x) * cos(x) + tanh(x) - atan(x),
              function(x) acosh(x) + atanh(x / 10),
              function(x) x %% 3 + x %/% 2,
              function(x) -x + !is.na(x),
              function(x) if (is.finite(x)) round(x) else if (is.nan(x)) 0 else x,
              function(x) (x + 1L) * k,
              function(x) ifelse(is.na(x), 1L, ifelse(x > 0, 2.5, NA)),
              function(x) exp(-x) / (1 + exp(-x)),
              function(x) floor(x) + ceiling(x) + abs(x) + sign(x) + trunc(x),
              function(x) log1p(x) + expm1(x) + log2(abs(x)) + log10(abs(x)),
              function(x) as.logical(x) | x > 2,
              function(x) if (x) 1L else 2L,
              function(x) +x,
              function(x) if (is.na(x) || x < 0) NA_integer_ else k,
              function(x) (x != 0) == TRUE & is.infinite(1 / x),
              function(x) { z <- x; z <- z * z; (z) },
              function(x) x %% 1e-300 + pi)
            binary <- list(
              function(a, b) a * exp(-b),
              function(a, b) if (a > b) a - b else b %% 2,
              function(a, b) ifelse(is.na(a), b, a),
              function(a, b) a * b + a)
            """;

    @Test
    void compiledClosuresAreTheEvaluatorsElementByElement() {
        Session s = session(-1);
        run(s, HELPERS + "set.seed(20); bad <- character(0)");
        err.reset();
        String r = run(s, """
                for (trial in 1:40) {
                  n <- sample(c(1, 2, 7, 33, 1000, 1025), 1)
                  kind <- sample(c("double", "double", "integer", "logical"), 1)
                  x <- draw(n, kind); X <- fm.conv.R2FM(x)
                  for (i in seq_along(unary)) {
                    f <- unary[[i]]
                    want <- outcome(sapply(x, f))
                    got <- outcome(fm.conv.FM2R(fm.sapply(X, f)))
                    if (!identical(want, got)) bad <- c(bad, paste("unary", i, kind, n))
                  }
                  y <- draw(n, sample(c("double", "integer"), 1)); Y <- fm.conv.R2FM(y)
                  for (i in seq_along(binary)) {
                    g <- binary[[i]]
                    if (!same2(outcome(mapply(g, x, y)), outcome(fm.conv.FM2R(fm.mapply2(X, Y, g))))) bad <- c(bad, paste("binary", i, kind, n))
                    if (!same2(outcome(mapply(g, x, 2.5)), outcome(fm.conv.FM2R(fm.mapply2(X, 2.5, g))))) bad <- c(bad, paste("binary scalar", i, kind, n))
                  }
                }
                print(length(bad)); print(head(bad))
                """);
        assertEquals("[1] 0\ncharacter(0)\n", r, r);
        assertEquals("", err.toString(StandardCharsets.UTF_8), "every closure of the catalogue is compiled");
    }

    @Test
    void sapplyAndVapplyOverEngineVectorsAreRs() {
        Session heap = session(-1), engine = session(0);
        String script = HELPERS + """
                set.seed(21); res <- list()
                for (trial in 1:6) {
                  x <- draw(sample(c(1, 7, 33), 1), "double")
                  for (f in unary) res[[length(res) + 1]] <- list(outcome(sapply(x, f)), outcome(vapply(x, f, 0)), outcome(vapply(x, f, 1L)))
                }
                cat(deparse(res), sep = "\\n")
                """;
        String want = run(heap, script);
        err.reset();
        assertEquals(want, run(engine, script));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theUnselectedBranchNeitherWarnsNorStops() {
        Session s = session(0);
        assertEquals("[1] 0.0000000 0.6931472 0.0000000\ncharacter(0)\n", run(s, HELPERS
                + "o <- outcome(sapply(c(-1, 2, NaN < 0), function(x) if (!is.na(x) && x > 0) log(x) else 0)); print(o[[1]]); print(o[[2]])"));
        assertEquals("[1] \"error: missing value where TRUE/FALSE needed if (x > 0) log(x) else log(x)\"\n[1] \"NaNs produced log(x)\"\n",
                run(s, "o <- outcome(sapply(c(2, -1, NA, -5), function(x) if (x > 0) log(x) else log(x))); print(o[[1]]); print(o[[2]])"));
    }

    @Test
    void closuresOutsideTheSubsetRunInTheEvaluatorWithANote() {
        Session s = session(-1);
        err.reset();
        assertEquals("[1]  2  5 10\n", run(s, "sq <- function(v) v * v; print(fm.conv.FM2R(fm.sapply(fm.conv.R2FM(1:3), function(x) sq(x) + 1L)))"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("flashr: note: fm.sapply runs an R function through the evaluator"));
        err.reset();
        // a redefined base function is the user's: not compiled, and R's value
        assertEquals("[1] 3 4\n", run(s, "log <- function(x) x + 2; print(fm.conv.FM2R(fm.sapply(fm.conv.R2FM(c(1, 2)), function(x) log(x))))"));
    }
}
