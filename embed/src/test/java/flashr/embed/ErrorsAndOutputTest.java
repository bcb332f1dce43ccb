package flashr.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** R's errors as checked exceptions with R's message and classes; printed output to the session's writers or captured. */
class ErrorsAndOutputTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Session r;

    @BeforeEach
    void open() {
        r = Flashr.session(SessionOptions.defaults().threads(1).output(out).errors(err));
    }

    @AfterEach
    void close() {
        r.close();
    }

    @Test
    void anRErrorCarriesRsMessageCallAndConditionClasses() throws RException {
        RException e = assertThrows(RException.class, () -> r.eval("stop(\"boom\")"));
        assertEquals("boom", e.getMessage());
        assertEquals(List.of("simpleError", "error", "condition"), e.conditionClasses());
        assertNull(e.call());
        assertEquals("Error: boom", e.report());

        r.eval("f <- function(x) if (x > 1) stop(\"too big: \", x) else x");
        e = assertThrows(RException.class, () -> r.call("f", 5.0));
        assertEquals("too big: 5", e.getMessage());
        assertEquals("f(5)", e.call());
        assertEquals("Error in f(5) : too big: 5", e.report());

        e = assertThrows(RException.class, () -> r.eval("log(\"a\")"));
        assertEquals("non-numeric argument to mathematical function", e.getMessage());
        assertEquals("log(\"a\")", e.call());

        e = assertThrows(RException.class, () -> r.eval(
                "stop(structure(class = c(\"tooLate\", \"error\", \"condition\"), list(message = \"late\", call = quote(g(1)))))"));
        assertEquals(List.of("tooLate", "error", "condition"), e.conditionClasses());
        assertTrue(e.inherits("error") && e.inherits("tooLate"));
        assertEquals("Error in g(1) : late", e.report());

        e = assertThrows(RException.class, () -> r.get("noSuchVariable"));
        assertEquals("object 'noSuchVariable' not found", e.getMessage());
        e = assertThrows(RException.class, () -> r.call("noSuchFunction", 1));
        assertEquals("could not find function \"noSuchFunction\"", e.getMessage());
    }

    @Test
    void aSyntaxErrorIsRsParseErrorAndRunsNothing() throws RException {
        RException e = assertThrows(RException.class, () -> r.eval("x <- 1\ny <- 2 +* 3"));
        assertEquals("<text>:2:9: unexpected '*'\n1: x <- 1\n2: y <- 2 +*\n           ^", e.getMessage(), "as GNU R words it");
        assertEquals(List.of("simpleError", "error", "condition"), e.conditionClasses());
        assertTrue(!r.exists("x"), "as parse(text =) then eval: nothing runs");
    }

    @Test
    void theSessionGoesOnAfterAnErrorWithItsVariablesAndNoStaleFrames() throws RException {
        r.eval("a <- 1");
        assertThrows(RException.class, () -> r.eval("a <- 2; g <- function() { on.exit(cleaned <<- TRUE); stop(\"x\") }; g(); a <- 3"));
        assertEquals(2.0, r.get("a").asDouble(), "what ran before the error stays");
        assertEquals(true, r.get("cleaned").toJava(), "on.exit code ran");
        assertEquals("R_GlobalEnv", r.eval("environmentName(parent.frame())").asString(), "back at the top level");
        assertEquals("caught: x", r.eval("tryCatch(g(), error = function(e) paste(\"caught:\", conditionMessage(e)))").asString());
    }

    @Test
    void printedOutputGoesToTheWriterAndWarningsToTheErrorWriterAsRscriptPrintsThem() throws RException {
        RObject v = r.eval("cat(\"hello\\n\"); print(1:3); x <- 42");
        assertEquals(42.0, v.asDouble(), "eval returns the last value");
        assertEquals("hello\n[1] 1 2 3\n", out.toString(), "eval prints nothing by itself: only print and cat do");
        r.eval("message(\"note\"); f <- function() { warning(\"careful\"); 1 }; f()");
        assertEquals("note\nWarning message:\nIn f() : careful\n", err.toString());
        r.eval("cat('ünïcödé ✓\\n')");
        assertTrue(out.toString().endsWith("ünïcödé ✓\n"));
    }

    @Test
    void captureReturnsWhatTheConsoleWouldPrint() throws RException {
        String printed = r.capture("x <- c(a = 1.5, b = NA); x; invisible(7); summary(c(1, 2, 3, 4)); cat(\"done\\n\")");
        assertEquals("  a   b \n1.5  NA \n   Min. 1st Qu.  Median    Mean 3rd Qu.    Max. \n   1.00    1.75    2.50    2.50    3.25    4.00 \ndone\n", printed);
        assertEquals("", out.toString(), "captured output does not reach the session's writer");
        r.eval("cat(\"after\\n\")");
        assertEquals("after\n", out.toString(), "and output goes there again afterwards");
        RException e = assertThrows(RException.class, () -> r.capture("print(1); stop(\"no\")"));
        assertEquals("no", e.getMessage());
        assertEquals("after\n", out.toString());
    }

    @Test
    void evalOfAFileAndParsedCodeRunMany(@TempDir Path dir) throws RException, IOException {
        Path f = dir.resolve("fit.R");
        Files.writeString(f, "sq <- function(v) v^2\ntotal <- sum(sq(1:4))\ntotal\n");
        assertEquals(30.0, r.eval(f).asDouble());
        Files.writeString(f, "x <- (1\n");
        RException e = assertThrows(RException.class, () -> r.eval(f));
        assertTrue(e.getMessage().startsWith(f.toString() + ":") && e.getMessage().contains("unexpected end of input"), e.getMessage());

        Script counter = r.compile("n <- if (exists(\"n\")) n + 1 else 1; n");
        for (int i = 1; i <= 3; i++) assertEquals(i, counter.eval().asDouble());
        assertThrows(RException.class, () -> r.compile("1 +"));
    }

    @Test
    void qEndsTheSession() {
        RException e = assertThrows(RException.class, () -> r.eval("q(status = 3)"));
        assertTrue(e.getMessage().contains("status 3"), e.getMessage());
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!r.isClosed() && System.nanoTime() < deadline) Thread.onSpinWait();
        assertTrue(r.isClosed());
        assertThrows(IllegalStateException.class, () -> r.eval("1"));
    }
}
