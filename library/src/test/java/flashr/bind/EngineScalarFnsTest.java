package flashr.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.lang.RValue;
import org.junit.jupiter.api.Test;

/**
 * The Math group's trigonometric, hyperbolic and rounding functions and dnorm/pnorm/qnorm of an
 * engine value run lazily with the builtins' own functions: the same doubles (NA and NaN kept
 * apart) and the same "NaNs produced" warnings as on R vectors; operands proven inside a
 * function's domain stay lazy through it.
 */
class EngineScalarFnsTest {
    private static final String DATA = "set.seed(11); v <- c(rnorm(3999, sd = 3), -Inf, Inf, 1, -1, 0);"
            + " v[c(5, 77)] <- NA; v[c(9, 3001)] <- NaN; x <- v + 0; u <- runif(4001) * 2 - 1; m <- matrix(x, ncol = 7)";
    private static final String[] FUNCTIONS = {"expm1", "log1p", "sin", "cos", "tan", "asin", "acos", "atan", "sinh",
        "cosh", "tanh", "asinh", "acosh", "atanh", "trunc", "sign", "dnorm", "pnorm", "qnorm"};

    @Test
    void sameValuesAndWarningsAsOnRVectors() {
        for (String f : FUNCTIONS) {
            // bits of every element, so a NaN that should be NA (or the reverse) is seen too
            String code = DATA + "; for (a in list(x, u, m, as.integer(u * 3))) { r <- " + f + "(a);"
                    + " print(c(typeof(r), dim(r))); print(sum(is.na(r))); print(sum(is.nan(r))); print(r[c(1:12, 3995:4001)], digits = 17);"
                    + " print(identical(r[seq(1, length(r), 97)], " + f + "(a[seq(1, length(a), 97)]))) }";
            EngineTestSession engine = new EngineTestSession(1000);
            assertEquals(EngineTestSession.withoutEngine().run(code), engine.run(code), f);
        }
        String code = DATA + "; print(pnorm(x, 1, 2, lower.tail = FALSE)[1:12], digits = 17); print(dnorm(m, -1, 0.5, log = TRUE)[4, ]);"
                + " print(qnorm(pnorm(x, log.p = TRUE), log.p = TRUE)[1:12]); print(qnorm(u, 2, 3, FALSE)[1:5]); print(max(qnorm(u)), digits = 17)";
        assertEquals(EngineTestSession.withoutEngine().run(code), new EngineTestSession(1000).run(code));
    }

    @Test
    void operandsInsideTheDomainStayLazy() {
        EngineTestSession session = new EngineTestSession(1000);
        session.run("set.seed(2); u <- runif(5000); z <- rnorm(5000) + 0");
        long before = session.passes();
        session.run("a <- asin(u * 2 - 1); b <- log(pnorm(z)); c <- qnorm(pnorm(z)); d <- acosh(cosh(u)); e <- sin(tanh(z))");
        assertEquals(before, session.passes(), "nothing computed yet");
        for (String n : new String[] {"a", "b", "c", "d", "e"}) {
            RValue v = session.global(n);
            assertTrue(v instanceof FmMatrix fm && fm.matrix().isVirtual(), n + " is a virtual engine value");
        }
        session.run("w <- asin(z)");   // outside [-1, 1]: computed now, with R's warning
        assertTrue(session.passes() > before, "asin of unbounded data is computed at once");
    }
}
