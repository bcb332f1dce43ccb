package flashr.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.VectorGrowth;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Growing a vector by assignment past its end is linear: the elements copied to grow it (counted
 * by {@link VectorGrowth}, no timing) stay within a constant times its final length, where a copy
 * per assignment would copy about n^2 / 2. The values are checked in the same run; R-visible
 * semantics of growth are the golden script {@code language/vector_growth.R}.
 */
class VectorGrowthTest {
    private static final int N = 20_000;

    /**
     * Elements copied while running {@code loop} with n = N, after a warm-up run with a small n
     * (which loads what the loop and {@code check} use); {@code check} must print TRUE after both.
     */
    private long copiesOf(String loop, String check) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        Session s = new Session(new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(o, true, StandardCharsets.UTF_8));
        s.runScript("n <- 40L\n" + loop + "\ncat(" + check + ", '')\nn <- " + N + "L\n", "warm.R");
        long before = VectorGrowth.elementsCopied();
        s.runScript(loop + "\n", "loop.R");
        long copied = VectorGrowth.elementsCopied() - before;
        s.runScript("cat(" + check + ")\n", "check.R");
        assertEquals("TRUE TRUE", o.toString(StandardCharsets.UTF_8).strip(), loop);
        return copied;
    }

    private void assertLinear(String loop, String check) {
        long copied = copiesOf(loop, check);
        assertTrue(copied <= 6L * N, loop + ": " + copied + " elements copied to grow to " + N);
    }

    @Test
    void doublesFromNullByIndex() {
        assertLinear("x <- c(); for (i in 1:n) x[i] <- i * 0.5", "identical(x, (1:n) * 0.5)");
    }

    @Test
    void integersAndLengthPlusOne() {
        assertLinear("x <- integer(0); for (i in 1:n) x[length(x) + 1] <- i", "identical(x, 1:n)");
        assertLinear("x <- 1L; for (i in 2:n) x[i] <- x[i - 1] + 1L", "identical(x, 1:n)");
    }

    @Test
    void listsByDoubleBracketAndSingleBracket() {
        assertLinear("l <- list(); for (i in 1:n) l[[i]] <- i", "identical(l, as.list(1:n))");
        assertLinear("l <- list(); for (i in 1:n) l[[length(l) + 1]] <- c(i, i)", "length(l) == n && identical(l[[n]], c(n, n))");
        assertLinear("l <- list(); for (i in 1:n) l[i] <- list(i)", "identical(l, as.list(1:n))");
    }

    @Test
    void charactersLogicalsAndNamedVectors() {
        assertLinear("s <- character(0); for (i in 1:n) s[i] <- 'a'", "identical(s, rep('a', n))");
        assertLinear("b <- logical(0); for (i in 1:n) b[i] <- TRUE", "all(b) && length(b) == n");
        assertLinear("v <- c(a = 1); for (i in 2:n) v[i] <- i",
                "identical(names(v), c('a', rep('', n - 1))) && sum(v) == n * (n + 1) / 2");
    }

    @Test
    void insideAFunctionAndAcrossSkippedIndices() {
        assertLinear("f <- function(m) { x <- c(); for (i in 1:m) x[i] <- i; x }; y <- f(n)", "identical(y, 1:n)");
        assertLinear("x <- c(); for (i in seq(2, n, by = 2)) x[i] <- i", "sum(is.na(x)) == n / 2 && length(x) == n");
    }

    @Test
    void aSharedVectorIsCopiedNotGrown() {
        // each assignment copies once the vector is shared: the other name keeps its value
        long copied = copiesOf("x <- c(1, 2); y <- x; x[3] <- 3; z <- x; x[4] <- 4",
                "identical(y, c(1, 2)) && identical(z, c(1, 2, 3)) && identical(x, c(1, 2, 3, 4))");
        assertTrue(copied >= 5, "copies when shared: " + copied);
    }
}
