package flashr.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import flashr.lang.RValue;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * After {@code f(x)} returns, {@code x[i] <- v} changes x's vector in place (the very object stays
 * bound to x: no copy), as R's reference counting lets it; where something still holds the
 * argument, the assignment copies and the holder keeps the old values. R-visible values of these
 * and more aliasing cases are the golden script {@code closures/argument_release.R}.
 */
class ArgumentReleaseTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    private RValue x() {
        return s.interpreter().globalEnv().getLocal("x");
    }

    /** The object bound to x before {@code assign} runs, after {@code setup}. */
    private RValue[] beforeAndAfter(String setup, String assign) {
        s.runScript(setup + "\n", "setup.R");
        RValue before = x();
        s.runScript(assign + "\n", "assign.R");
        return new RValue[] {before, x()};
    }

    private String printed(String expr) {
        out.reset();
        s.runScript("cat(" + expr + ")\n", "check.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aClosureThatOnlyReadsTheArgumentLeavesItUnshared() {
        for (String body : new String[] {"v[1]", "length(v)", "sum(v)", "inner(v)", "1"}) {
            RValue[] xs = beforeAndAfter("inner <- function(w) w[2]; f <- function(v) " + body
                    + "; x <- c(1, 2, 3); invisible(f(x))", "x[2] <- 20");
            assertSame(xs[0], xs[1], body);
            assertEquals("1 20 3", printed("x"), body);
        }
    }

    @Test
    void aCallInsideTheLoopLeavesTheVectorInPlace() {
        RValue[] xs = beforeAndAfter("f <- function(v) v[1]; x <- numeric(2000)",
                "for (i in seq_along(x)) { invisible(f(x)); x[i] <- i }");
        assertSame(xs[0], xs[1]);
        assertEquals("TRUE", printed("identical(x, as.numeric(1:2000))"));
    }

    @Test
    void aHolderThatOutlivesTheCallMakesTheAssignmentCopy() {
        String[][] cases = {
            {"f <- function(v) list(v); kept <- f(x)", "kept[[1]]"},
            {"f <- function(v) v; kept <- f(x)", "kept"},
            {"f <- function(v) { force(v); function() v }; g <- f(x)", "g()"},
            // forced in h, then handed on unforced to a closure that escapes: g() reads h's w later
            {"f <- function(v) function() v; h <- function(w) { w[1]; f(w) }; g <- h(x)", "g()"},
            {"f <- function(v) { kept <<- v; NULL }; invisible(f(x))", "kept"},
            {"f <- function(v) { force(v); environment() }; e <- f(x)", "e$v"},
            {"pf <- function() parent.frame(); f <- function(v) { v; pf() }; e <- f(x)", "e$v"},
            {"f <- function(v) { v; delayedAssign('later', v, assign.env = globalenv()) }; f(x)", "later"},
        };
        for (String[] c : cases) {
            RValue[] xs = beforeAndAfter("x <- c(1, 2, 3); " + c[0], "x[1] <- 10");
            assertNotSame(xs[0], xs[1], c[0]);
            assertEquals("1 2 3", printed(c[1]), c[0]);
            assertEquals("10 2 3", printed("x"), c[0]);
        }
    }
}
