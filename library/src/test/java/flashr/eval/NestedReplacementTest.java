package flashr.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import flashr.lang.RList;
import flashr.lang.RValue;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A nested replacement ({@code names(z$a) <- v}, {@code z$a[i] <- v}, {@code z[[i]][j] <- v},
 * {@code z$a$b[i] <- v}) changes the element in place (the very object stays in z) when z is an
 * unshared local and its list alone holds the element, as R's reference counts let R; when
 * anything else holds z or the element, it copies and the holder keeps its value. The R-visible
 * values of these and more cases are the golden script {@code language/replace-nested-alias.R}.
 */
class NestedReplacementTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Session s = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(out, true, StandardCharsets.UTF_8));

    private void run(String code) {
        s.runScript(code + "\n", "code.R");
    }

    /** Element i of the list bound to z, as the list stores it. */
    private RValue element(int i) {
        return ((RList) s.interpreter().globalEnv().getLocal("z")).data()[i];
    }

    private String printed(String expr) {
        out.reset();
        run("cat(" + expr + ")");
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void anElementOnlyItsListHoldsChangesInPlace() {
        String[] assigns = {"names(z$a) <- c('p', 'q', 'r')", "z$a[2] <- 20", "z[[1]][2] <- 20", "attr(z$a, 'u') <- 1",
                            "z$a[2] <- 20; names(z$a) <- c('p', 'q', 'r'); z[['a']][3] <- 30"};
        for (String assign : assigns) {
            run("z <- list(a = c(1, 2, 3) + 0, b = 'k')");
            RValue before = element(0);
            run(assign);
            assertSame(before, element(0), assign);
        }
        assertEquals("1 20 30", printed("z$a"));
        assertEquals("p q r", printed("names(z$a)"));
    }

    @Test
    void twoLevelsDownBothListsKeepTheirObjects() {
        run("z <- list(a = list(b = c(1, 2) + 0, c = 'k'))");
        RList a = (RList) element(0);
        RValue b = a.data()[0];
        run("z$a$b[1] <- 0; names(z$a$b) <- c('x', 'y')");
        assertSame(a, element(0));
        assertSame(b, ((RList) element(0)).data()[0]);
        assertEquals("0 2", printed("z$a$b"));
    }

    @Test
    void anyOtherHolderMakesItCopyAndKeepsItsValue() {
        String[][] cases = {
            {"y <- z", "y$a"},
            {"y <- z$a", "y"},
            {"y <- z[1]", "y$a"},
            {"y <- list(z$a)", "y[[1]]"},
            {"f <- function(v) list(v); y <- f(z$a)", "y[[1]]"},
            {"y <- z; y$extra <- 0", "y$a"},
            {"attr(z, 'keep') <- z$a; y <- attr(z, 'keep')", "y"},
        };
        for (String[] c : cases) {
            run("z <- list(a = c(1, 2, 3) + 0); " + c[0]);
            RValue before = element(0);
            run("z$a[1] <- 10; names(z$a) <- c('p', 'q', 'r')");
            assertNotSame(before, element(0), c[0]);
            assertEquals("1 2 3", printed(c[1]), c[0]);
            assertEquals("", printed("names(" + c[1] + ")"), c[0]);
            assertEquals("10 2 3", printed("z$a"), c[0]);
        }
    }

    @Test
    void leastSquaresPartsAreTheirListsAlone() {
        // glm.fit names .lm.fit's QR matrix and effects in place (stats/glm.R)
        run("z <- .lm.fit(cbind(1, c(1, 3, 2, 5)) * 1, c(1, 2, 2, 4) * 1, 1e-7)");
        RValue qr = element(0);
        RValue effects = element(3);
        run("colnames(z$qr) <- c('a', 'b'); names(z$effects) <- c('a', 'b', '', '')");
        assertSame(qr, element(0));
        assertSame(effects, element(3));
        assertEquals("a b", printed("colnames(z$qr)"));
    }

    @Test
    void aReplacementClosureGetsACopy() {
        run("`first<-` <- function(x, value) { x[1] <- value; stop('no') }; z <- list(a = c(1, 2) + 0)");
        RValue before = element(0);
        run("r <- try(first(z$a) <- 5, silent = TRUE)");
        assertSame(before, element(0));
        assertEquals("1 2", printed("z$a"));
    }
}
