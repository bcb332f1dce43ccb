package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * {@code options(flashr.cumsum = ...)} reaches the engine's cumsum of doubles: R's long double
 * order by default, numpy's sequential double sum ("double"), double sums per partition
 * ("parallel"). The bits of each mode are checked against their definitions in the engine's
 * tests (CumulativeTest, BlockedCumsumTest); here, that each option picks its mode: on data whose
 * sums round at many steps the three results differ from each other in the last bits, agree to
 * 1e-12, and keep NA and NaN where R puts them.
 */
class CumsumModesTest {
    private final EngineTestSession session = new EngineTestSession(1000);

    @Test
    void eachOptionPicksItsMode() {
        String s = session.run("""
                set.seed(3); n <- 5001L
                x <- rnorm(n) * 10^sample(0:6, n, TRUE); x[4000] <- NaN; x[4500] <- NA
                x <- x * 1   # an engine value (results of 1000 elements or more are)
                r <- cumsum(x)
                options(flashr.cumsum = "double"); d <- cumsum(x)
                options(flashr.cumsum = "parallel"); p <- cumsum(x)
                options(flashr.cumsum = NULL); r2 <- cumsum(x)
                cat(identical(r, r2), identical(r, d), identical(r, p), identical(d, p), "\\n")
                cat(isTRUE(all.equal(r[1:3999], d[1:3999], tolerance = 1e-12)), isTRUE(all.equal(r[1:3999], p[1:3999], tolerance = 1e-12)), "\\n")
                cat(sum(is.nan(p)), sum(is.na(p) & !is.nan(p)), all(is.nan(p[4000:n])), identical(is.na(p), is.na(r)), "\\n")
                """);
        assertEquals("TRUE FALSE FALSE FALSE \nTRUE TRUE \n1002 0 TRUE TRUE \n", s);
    }
}
