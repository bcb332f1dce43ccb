package flashr.graphics.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * hist, boxplot.stats, fivenum-style order statistics and density of engine data give what the same
 * functions give on the data on the heap (random data with NA, NaN, Inf, ties, 0 and 1 elements,
 * small bins and bounds so the order statistics narrow over several passes), and a histogram and
 * box plot of an engine vector allocate far less on the caller's thread than one copy of the data.
 */
class EnginePlotDataTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    private String run(String code) {
        out.reset();
        int status = session.runScript(code, "test.R");
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, () -> "script failed: " + text);
        return text;
    }

    /** Defines same(h): hist, boxplot.stats and boxplot's stats of h on the heap and in the engine agree exactly. */
    private static final String SAME = """
            same <- function(h) {
                e <- fm.conv.R2FM(h)
                stopifnot(.gr_engine(e))
                fin <- sum(is.finite(h))
                if (fin > 0) {
                    a <- hist(h, plot = FALSE); b <- hist(e, plot = FALSE)
                    for (f in c("breaks", "counts", "density", "mids", "equidist"))
                        if (!identical(a[[f]], b[[f]])) stop("hist ", f, " differs for n = ", length(h))
                    r <- range(h[is.finite(h)])
                    br <- c(min(-2, r[1L] - 1), -1, 0, 0.5, 1, max(2, r[2L] + 1))
                    a <- hist(h, breaks = br, plot = FALSE, right = FALSE)
                    b <- hist(e, breaks = br, plot = FALSE, right = FALSE)
                    if (!identical(a$counts, b$counts)) stop("hist with breaks differs")
                }
                a <- boxplot.stats(h); b <- suppressWarnings(boxplot.stats(e))
                for (f in c("stats", "n", "conf", "out"))
                    if (!identical(a[[f]], b[[f]])) stop("boxplot.stats ", f, " differs for n = ", length(h), ": ",
                                                         paste(format(a[[f]]), collapse = " "), " / ", paste(format(b[[f]]), collapse = " "))
                if (length(h)) {
                    a <- boxplot(h, plot = FALSE); b <- boxplot(e, plot = FALSE)
                    if (!identical(a$stats, b$stats) || !identical(a$out, b$out)) stop("boxplot differs")
                }
                invisible(TRUE)
            }
            """;

    @Test
    void histAndBoxplotStatsOfEngineDataAreRsOnTheHeap() {
        run(SAME + """
                options(flashr.plot.bins = 16L, flashr.plot.exact = 50)   # several narrowing passes
                set.seed(42)
                for (n in c(0, 1, 2, 3, 7, 100, 2001)) {
                    h <- round(rnorm(n) * 3, if (n %% 2) 1 else 8)      # ties or not
                    if (n >= 7) h[sample.int(n, 3)] <- c(NA, NaN, Inf)
                    if (n >= 100) h[sample.int(n, 5)] <- c(-Inf, 40, -35, 0.5, 0.5)
                    same(h)
                }
                same(rep(2.5, 300))                     # all ties
                same(c(rep(1, 200), 2, 3, NA))          # box of no length: values beyond it are outliers
                same(c(Inf, Inf, -Inf, 1))
                same(c(rexp(500)^4, NA))                # skewed: narrow bins far from the range's middle
                # more outliers than the bound: the first ones in the data's order, wherever they lie
                options(flashr.plot.outliers = 7)
                for (h in list(c(rnorm(3000), 50 + runif(40)), rexp(4000)^3, c(1e3, rnorm(2000), -1e3, 5e3))) {
                    a <- head(boxplot.stats(h)$out, 7)
                    w <- NULL
                    b <- withCallingHandlers(boxplot.stats(fm.conv.R2FM(h))$out,
                                             warning = function(c) { w <<- conditionMessage(c); invokeRestart("muffleWarning") })
                    if (!identical(a, b)) stop("outliers differ: ", paste(a, collapse = " "), " / ", paste(b, collapse = " "))
                    if (length(boxplot.stats(h)$out) > 7 && !grepl("outliers", w)) stop("no warning of the bound")
                }
                """);
    }

    @Test
    void densityOfEngineDataIsRsToRounding() {
        String r = run("""
                set.seed(7)
                h <- c(rnorm(3000), rexp(500) + 3)
                e <- fm.conv.R2FM(h)
                a <- density(h); b <- density(e)
                stopifnot(identical(a$x, b$x), identical(a$bw, b$bw), a$n == b$n)
                cat(max(abs(a$y - b$y)) / max(a$y) < 1e-12, "\\n")
                a <- density(h, bw = 0.3, kernel = "epanechnikov", n = 100, from = -2, to = 5)
                b <- density(e, bw = 0.3, kernel = "epanechnikov", n = 100, from = -2, to = 5)
                cat(identical(a$x, b$x), max(abs(a$y - b$y)) / max(a$y) < 1e-12, "\\n")
                """);
        assertEquals("TRUE \nTRUE TRUE \n", r);
    }

    @Test
    void plotOfEngineDataDrawsABoundedSampleOverTheWholeRange() {
        String r = run("""
                options(flashr.plot.sample = 500)
                set.seed(3)
                h <- c(rnorm(5000), 100)
                s <- .Random.seed
                e <- fm.conv.R2FM(h)
                p <- .gr_plot_sample(e, NULL)
                cat(length(p$x) <= 500, length(p$x) > 450, identical(p$y, h[p$x]), identical(p$ylim, range(h)),
                    identical(s, .Random.seed), "\\n")
                p <- .gr_plot_sample(e, e * 2)
                cat(identical(p$y, 2 * p$x), identical(p$xlim, range(h)), "\\n")
                pdf(tempfile(fileext = ".pdf")); plot(e); plot(e, -e); invisible(dev.off())
                """);
        assertEquals("TRUE TRUE TRUE TRUE TRUE \nTRUE TRUE \n", r);
    }

    @Test
    void fmHeatmapCountsThePointsOfEachCellAsTableDoes() {
        String r = run("""
                set.seed(5)
                m <- cbind(runif(1000), runif(1000)^2)
                h <- fm.heatmap(fm.conv.R2FM(m), 4, plot = FALSE)
                ref <- table(factor(floor(m[, 2] * 4), 0:3), factor(floor(m[, 1] * 4), 0:3))
                cells <- c("0", "0.25", "0.5", "0.75")
                cat(identical(dim(h), c(4L, 4L)), all(h == unclass(ref)), identical(dimnames(h), list(cells, cells)), "\n")
                pdf(tempfile(fileext = ".pdf")); cat(identical(fm.heatmap(fm.conv.R2FM(m), 4, logval = TRUE), h), "\n")
                invisible(dev.off())
                """);
        assertEquals("TRUE TRUE TRUE \nTRUE \n", r);
    }

    @Test
    void histogramAndBoxplotOfAnEngineVectorMakeNoHeapCopy() {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long n = 1_000_000;
        run("x <- fm.runif(" + n + ", -1, 1); invisible(.gr_scan(x))");   // the engine and its kernels started
        long before = threads.getCurrentThreadAllocatedBytes();
        run("h <- hist(x, plot = FALSE); b <- boxplot(x, plot = FALSE); d <- density(x)");
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < n * 8 / 2, "allocated " + allocated + " bytes on the heap for " + n + " elements");
        assertEquals("[1] 1000000\n", run("sum(h$counts)"));
    }
}
