package flashr.fm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import flashr.eval.Session;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * R closures in fm.sapply and fm.mapply2, compiled or (outside the compiled subset) run element by
 * element through the evaluator: the same
 * values as an R loop over the operands (NA, NaN, Inf, 0 and 1 elements included), the highest
 * type of the calls' values, the operand's shape and class, and one note per GenOp and session.
 */
class ElementClosuresTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Session session = new Session(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    private String run(String code) {
        out.reset();
        err.reset();
        session.runScript(code, "test.R");
        return out.toString(StandardCharsets.UTF_8);
    }

    private static final String DATA = "v <- c(NA, NaN, Inf, -Inf, 0, -0, 2.5, -3, 1e308, 0.7, 0.2, 4); "
            + "X <- fm.conv.R2FM(matrix(v, 4, 3)); Y <- fm.conv.R2FM(matrix(rev(v), 4, 3)); ";

    @Test
    void sapplyOfAClosureIsTheRLoopsValues() {
        String r = run(DATA + "f <- function(x) if (is.na(x)) -1 else if (x > 0.5) log(x) else 0; "
                + "Z <- fm.sapply(X, f); print(class(Z)); print(dim(Z)); "
                + "print(identical(fm.conv.FM2R(Z), matrix(vapply(v, f, 0), 4, 3)))");
        assertEquals("[1] \"fm\"\n[1] 4 3\n[1] TRUE\n", r);
        assertEquals("", err.toString(StandardCharsets.UTF_8), "a closure in the compiled subset runs in the engine: no note");
        assertEquals("[1] TRUE\n", run(DATA + "h <- function(x) { r <- 0; for (k in 1) r <- x; r }; "
                + "print(identical(fm.conv.FM2R(fm.sapply(X, h)), matrix(v, 4, 3)))"));
        String note = err.toString(StandardCharsets.UTF_8);
        assertTrue(note.startsWith("flashr: note: fm.sapply runs an R function through the evaluator"), note);
        run("Z <- fm.sapply(X, function(x) sum(x, 1))");
        assertEquals("", err.toString(StandardCharsets.UTF_8), "the note is printed once a session");
    }

    @Test
    void mapply2OfAClosureWithObjectsAndScalars() {
        assertEquals("[1] TRUE\n[1] TRUE\n[1] TRUE\n[1] \"fmV\"\n", run(DATA + "g <- function(a, b) a * exp(-b); "
                + "print(identical(fm.conv.FM2R(fm.mapply2(X, Y, g)), matrix(mapply(g, v, rev(v)), 4, 3))); "
                + "print(identical(fm.conv.FM2R(fm.mapply2(X, 2, g)), matrix(g(v, 2), 4, 3))); "
                + "print(identical(fm.conv.FM2R(fm.mapply2(3, Y, g)), matrix(g(3, rev(v)), 4, 3))); "
                + "print(class(fm.mapply2(fm.conv.R2FM(v), fm.conv.R2FM(v), g)))"));
        assertEquals("", err.toString(StandardCharsets.UTF_8), "compiled: no note");
        run("print(fm.mapply2(X, Y, function(a, b) max(a, b)))");
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("flashr: note: fm.mapply2"));
    }

    @Test
    void theResultTakesTheHighestTypeOfTheValues() {
        assertEquals("[1] \"logical\"\n[1] \"integer\"\n[1] \"double\"\n[1] NA  3 -1\n",
                run("x <- fm.conv.R2FM(c(NA, 3, -1)); "
                        + "print(typeof(fm.sapply(x, function(e) e > 0))); "
                        + "print(typeof(fm.sapply(x, function(e) if (is.na(e)) NA else 1L))); "
                        + "print(typeof(fm.sapply(x, function(e) if (is.na(e)) TRUE else e))); "
                        + "print(fm.conv.FM2R(fm.sapply(x, function(e) if (is.na(e)) NA_integer_ else as.integer(e))))"));
    }

    @Test
    void zeroAndOneElements() {
        assertEquals("[1] 0 2\n[1] 1 1\n[1] 5\n", run("E <- fm.conv.R2FM(matrix(numeric(0), 0, 2)); "
                + "print(dim(fm.sapply(E, function(x) x * 2))); "
                + "O <- fm.sapply(fm.conv.R2FM(matrix(2.5, 1, 1)), function(x) x * 2); print(dim(O)); print(fm.conv.FM2R(O)[1])"));
    }

    @Test
    void aCallThatGivesMoreThanOneValueIsAnError() {
        run("x <- fm.conv.R2FM(c(1, 2)); r <- try(fm.sapply(x, function(e) c(e, e)), silent = TRUE); cat(r)");
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("but FUN(X[[1]]) result is length 2"), out.toString(StandardCharsets.UTF_8));
    }
}
