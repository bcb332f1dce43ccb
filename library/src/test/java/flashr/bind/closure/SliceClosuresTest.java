package flashr.bind.closure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import flashr.bind.EngineThreshold;
import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * apply's closures compiled into agg.row / agg.col chains against the evaluator calling them
 * slice by slice (R's apply on heap matrices): random double, integer and logical matrices with
 * NA, NaN, Inf, -0 and the integer extremes, of 1 to 100 rows and 1 to 33 columns, both margins,
 * a catalogue of closures: identical values to the bit ({@code sprintf("%a")}: NA against NaN, the
 * sign of zero), type, names, and the same warnings with their calls, in order. The catalogue's
 * closures must all be compiled ({@link SliceClosures#COMPILED} counts them); those outside the
 * subset (a mean of doubles, a vector result, indexing, branches) must give R's answer through
 * the evaluator, as must zero-extent matrices.
 */
class SliceClosuresTest {
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

    /** R helpers: an outcome's bits (type, names, values as %a, then the warnings), random matrices, the catalogues. */
    private static final String HELPERS = """
            outcome <- function(expr) {
              w <- character(0)
              v <- withCallingHandlers(tryCatch(expr, error = function(e) paste("error:", conditionMessage(e), deparse(conditionCall(e)))),
                warning = function(c) { w <<- c(w, paste(conditionMessage(c), deparse(conditionCall(c)))); invokeRestart("muffleWarning") })
              c(typeof(v), paste(dim(v), collapse = "x"), names(v), if (is.double(v)) sprintf("%a", v) else as.character(v), w)
            }
            special <- c(NA, NaN, Inf, -Inf, 0, -0, 0.5, -1, 2.5, 1e-310, 700)
            draw <- function(n, p, kind) {
              v <- switch(kind,
                double = ifelse(runif(n * p) < 0.15, sample(special, n * p, TRUE), round(rnorm(n * p) * 10, sample(0:8, 1))),
                clean = rnorm(n * p),
                integer = sample(c(NA, 0L, 1L, -1L, .Machine$integer.max, -.Machine$integer.max, 46341L, sample(-100:100, 20)), n * p, TRUE),
                logical = sample(c(TRUE, FALSE, NA), n * p, TRUE))
              matrix(v, n, p)
            }
            s <- 1.5
            compiled <- list(
              function(r) sum(r^2),
              function(r) sqrt(sum((r - m)^2)),
              function(r) sqrt(sum((r - s)^2)),
              function(r) max(r),
              function(r) min(r) + 1L,
              function(r) sum(abs(r)) / length(r),
              function(r) prod(r),
              function(r) sum(log(r)),
              function(r) { d <- r - m; sum(d * d) },
              function(r) sum(r - max(r)),
              function(r) sum(is.na(r)),
              function(r) sum(r > 0) / length(r),
              function(r) sum(r * 2L),
              function(r) max(exp(r)) - min(floor(r)),
              function(r) sum(sqrt(abs(r))),
              function(r) sum(r %% 3),
              function(r) log(sum(r^2) - 5),
              function(r) -sum(!is.finite(r)),
              function(r) sum(r %/% 2L + r),
              function(x) (max(x) - min(x)) / sum(x != 0),
              function(r) sum(r, na.rm = TRUE),
              function(r) sqrt(sum((r - m)^2, na.rm = TRUE)),
              function(r) max(r, na.rm = TRUE) / 2,
              function(r) min(r, na.rm = TRUE),
              # a difference: of NA + NaN (prod(c(Inf, 0)) is NaN) the JIT may swap a commutative
              # add's operands, and x86 keeps the first operand's NaN; R's order needs a subtraction
              function(r) prod(r, na.rm = FALSE) - prod(r, na.rm = TRUE))
            fallback <- list(
              function(r) mean(r),
              function(x) mean(x) - min(x),
              function(r) r^2,
              function(r) r[1],
              function(r) if (anyNA(r)) 0 else sum(r),
              function(r) length(r),
              function(r, k = 2) sum(r^k),
              function(r) mean(r, na.rm = TRUE),
              function(r) sum(r, na.rm = NA))
            """;

    @Test
    void compiledClosuresAreTheEvaluatorsSliceBySlice() {
        Session s = session(-1);
        run(s, HELPERS + "set.seed(26); bad <- character(0)");
        err.reset();
        long before = SliceClosures.COMPILED.get();
        int trials = 30;
        String r = run(s, """
                for (trial in 1:%d) {
                  n <- sample(c(1, 2, 7, 33, 100), 1); p <- sample(c(1, 2, 3, 8, 33), 1)
                  kind <- sample(c("double", "double", "clean", "integer", "logical"), 1)
                  x <- draw(n, p, kind); X <- fm.conv.R2FM(x)
                  for (mg in 1:2) {
                    m <- round(rnorm(if (mg == 1) p else n), 2)
                    for (i in seq_along(compiled)) {
                      f <- compiled[[i]]
                      want <- outcome(apply(x, mg, f)); got <- outcome(apply(X, mg, f))
                      if (!identical(want, got)) bad <- c(bad, paste("compiled", i, kind, n, p, mg, paste(want, collapse = " "), "/", paste(got, collapse = " ")))
                    }
                  }
                }
                print(length(bad)); print(head(bad))
                """.formatted(trials));
        assertEquals("[1] 0\ncharacter(0)\n", r, r);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(trials * 2 * 25, SliceClosures.COMPILED.get() - before, "every closure of the catalogue is compiled");
    }

    @Test
    void closuresOutsideTheSubsetGiveRsAnswerThroughTheEvaluator() {
        Session s = session(-1);
        run(s, HELPERS + "set.seed(27); bad <- character(0)");
        String r = run(s, """
                for (trial in 1:8) {
                  kind <- sample(c("double", "integer", "logical"), 1)
                  x <- draw(sample(c(1, 5, 9), 1), sample(c(1, 3, 4), 1), kind); X <- fm.conv.R2FM(x)
                  for (mg in 1:2) for (i in seq_along(fallback)) {
                    f <- fallback[[i]]
                    if (!identical(outcome(apply(x, mg, f)), outcome(apply(X, mg, f)))) bad <- c(bad, paste("fallback", i, kind, mg))
                  }
                }
                print(length(bad)); print(head(bad))
                """);
        assertEquals("[1] 0\ncharacter(0)\n", r, r);
    }

    @Test
    void plainEngineMatricesWithNamesAndZeroExtentsAreRs() {
        Session heap = session(-1), engine = session(0);
        String script = HELPERS + """
                set.seed(28)
                x <- draw(9, 4, "double"); dimnames(x) <- list(letters[1:9], LETTERS[1:4])
                y <- draw(6, 3, "integer"); rownames(y) <- paste0("r", 1:6)
                z <- draw(5, 3, "logical")
                w <- draw(4, 3, "double")
                # a product with a named matrix: an engine matrix with column names beside it
                C <- matrix(c(1, 2, -1, 0.5, 3, 1), 2, 3, dimnames = list(c("p", "q"), NULL))
                m <- c(1, -2, 0.5, 3)
                res <- list()
                for (f in c(compiled, fallback)) {
                  res[[length(res) + 1]] <- list(outcome(apply(x, 1, f)), outcome(apply(y, 1, f)), outcome(apply(y, 2, f)),
                    outcome(apply(z, 2, f)), outcome(apply(w, 1, f)), outcome(apply(tcrossprod(w, C), 2, f)),
                    outcome(apply(tcrossprod(w, C), 1, f)), outcome(apply(x[0, , drop = FALSE], 1, f)),
                    outcome(apply(x[, 0, drop = FALSE], 1, f)), outcome(apply(x[, 0, drop = FALSE], 2, f)))
                }
                cat(deparse(res), sep = "\\n")
                """;
        String want = run(heap, script);
        err.reset();
        long before = SliceClosures.COMPILED.get();
        assertEquals(want, run(engine, script));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        long compiled = SliceClosures.COMPILED.get() - before;
        // z, w and the two products are engine matrices: the catalogue but the three closures of m (4 long) is compiled on them
        assertEquals(true, compiled >= 22 * 4, compiled + ": the catalogue is compiled on plain engine matrices");
    }
}
