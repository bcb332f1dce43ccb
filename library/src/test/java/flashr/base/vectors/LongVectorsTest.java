package flashr.base.vectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import flashr.base.ScriptRun;
import org.junit.jupiter.api.Test;

/**
 * Vectors of more than 2^31 - 1 elements, made lazily by the engine: only what costs no pass over
 * them (lengths, single elements, assignments at a few positions), so that the test takes
 * moments. Sums and other passes over long vectors, with GNU R's output, are the golden
 * {@code long-vectors/} scripts, run with flashr's limit lowered below their sizes. The expected
 * values here are R's for these calls (a length past 2^31 - 1 is a double, printed as R prints
 * 3e9). A vector is held only while the engine could store it (memory budget and the file
 * store's free space): where this machine could not store 11.2 Gb, the test is skipped.
 */
class LongVectorsTest {
    private static ScriptRun runWithRoom(String bytes, String script) {
        ScriptRun probe = ScriptRun.run("r <- tryCatch(length(" + bytes + "), error = function(e) conditionMessage(e)); cat(r)");
        assumeFalse(probe.out.startsWith("cannot allocate"), "the engine's store has no room here: " + probe.out);
        return ScriptRun.run(script);
    }

    @Test
    void lengthsPastTheIntegersAreDoubles() {
        ScriptRun r = runWithRoom("logical(3e9)", "x <- logical(3e9); length(x); typeof(length(x)); typeof(x)\n"
                + "length(integer(3e9)); length(rep(1L, 3e9)); length(rep_len(TRUE, 3e9)); length(rep.int(NA, 3e9))\n"
                + "length(vector(\"integer\", 2^31)); typeof(length(integer(2^31 - 1)))\n");
        assertEquals("[1] 3e+09\n[1] \"double\"\n[1] \"logical\"\n[1] 3e+09\n[1] 3e+09\n[1] 3e+09\n[1] 3e+09\n"
                + "[1] 2147483648\n[1] \"integer\"\n", r.out, r.err);
    }

    @Test
    void elementsPastTheIntegersAreReadAndAssigned() {
        ScriptRun r = runWithRoom("integer(3e9)", "y <- integer(3e9); y[3e9]; y[[2.5e9]]; head(y, 3); tail(y, 2)\n"
                + "y[2.5e9] <- 5L; y[[3e9]] <- 7L; y[c(1, 2.5e9 - 1, 2.5e9, 2.5e9 + 1, 3e9)]; typeof(y)\n"
                + "y[c(2^31, 2.9e9)] <- c(2.5, -1); typeof(y); y[c(2^31 - 1, 2^31, 2.9e9)]; tail(y, 1)\n"
                + "y[c(3e9, NA, 0, 3e9 + 1)]; r <- tryCatch(y[[3e9 + 1]], error = function(e) conditionMessage(e)); r\n"
                + "z <- rep(TRUE, 3e9); z[c(1, 3e9)]; z[2^31 + 5] <- NA; z[2^31 + 4:6]\n");
        assertEquals("[1] 0\n[1] 0\n[1] 0 0 0\n[1] 0 0\n[1] 0 0 5 0 7\n[1] \"integer\"\n"
                + "[1] \"double\"\n[1]  0.0  2.5 -1.0\n[1] 7\n"
                + "[1]  7 NA NA\n[1] \"subscript out of bounds\"\n"
                + "[1] TRUE TRUE\n[1] TRUE   NA TRUE\n", r.out, r.err);
    }

    @Test
    void longMatricesAndDeviatesCostNothingUntilRead() {
        ScriptRun r = runWithRoom("integer(3e9)", "m <- matrix(0L, 1e5, 3e4); dim(m); length(m); m[1e5, 3e4]\n"
                + "set.seed(1); u <- runif(3e9); set.seed(1); v <- runif(3e9); identical(u[c(1, 3e9)], v[c(1, 3e9)])\n"
                + "all(u[c(1, 2, 2^31, 3e9)] >= 0 & u[c(1, 2, 2^31, 3e9)] < 1); length(rnorm(3e9, 1, 2))\n");
        assertEquals("[1] 100000  30000\n[1] 3e+09\n[1] 0\n[1] TRUE\n[1] TRUE\n[1] 3e+09\n", r.out, r.err);
    }

    /**
     * Selections and cumulative sums of a vector past 2^31 that need no pass: cumsum is lazy, and
     * dropping positions past the end keeps the whole vector. (which, x[mask] and x[-i] count and
     * gather in passes: the golden {@code long-vectors/selections.R} checks them.)
     */
    @Test
    void selectionsThatNeedNoPassPastTheIntegers() {
        ScriptRun r = runWithRoom("numeric(3e9)", "x <- numeric(3e9); x[3e9] <- 2; c1 <- cumsum(x); length(c1); typeof(c1)\n"
                + "z <- cumsum(logical(2^31 + 1)); typeof(z); length(z)\n"
                + "y <- x[-(3e9 + 1)]; length(y); y[3e9]; length(x[c(0, -3e9 - 5)]); x[0]\n");
        // R's answers for these calls
        assertEquals("[1] 3e+09\n[1] \"double\"\n[1] \"integer\"\n[1] 2147483649\n"
                + "[1] 3e+09\n[1] 2\n[1] 3e+09\nnumeric(0)\n", r.out, r.err);
    }

    @Test
    void sizesNoStoreHoldsAreRsCannotAllocate() {
        ScriptRun r = ScriptRun.run("m <- function(e) cat(conditionMessage(e), \"\\n\")\n"
                + "tryCatch(numeric(1e13), error = m); tryCatch(rep(TRUE, 1e13), error = m); tryCatch(runif(1e13), error = m)\n"
                + "tryCatch(matrix(0, 1e6, 1e7), error = m); tryCatch(rep(1, 2^53), error = m); tryCatch(numeric(2^52 + 1), error = m)\n");
        // GNU R 4.2.2's messages for these calls (Rscript under a 4 GB address-space limit)
        assertEquals("cannot allocate vector of size 74505.8 Gb \ncannot allocate vector of size 37252.9 Gb \n"
                + "cannot allocate vector of size 74505.8 Gb \ncannot allocate vector of size 74505.8 Gb \n"
                + "invalid 'times' argument \nvector size specified is too large \n", r.out, r.err);
    }
}
