package flashr.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Whole scripts through the top-level session: exit status, error reports, recursion limits. */
class SessionTest {
    private String out;
    private String err;

    private int run(String script) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int status = new Session(new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8))
                .runScript(script, "test.R");
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return status;
    }

    @Test
    void errorStopsTheScriptWithStatusOne() {
        assertEquals(1, run("f <- function(x) stop('bad ', x)\nf(2)\ncat('never')\n"));
        assertEquals("Error in f(2) : bad 2\nExecution halted\n", err);
        assertEquals("", out);
    }

    @Test
    void syntaxErrorRunsWhatPrecedesIt() {
        assertEquals(1, run("cat('first\\n')\nx <- (1 +\n"));
        assertEquals("first\n", out);
        assertTrue(err.startsWith("Error: unexpected end of input"), err);
    }

    @Test
    void infiniteRecursionIsAnRError() {
        assertEquals(1, run("f <- function(n) f(n + 1)\nf(1)\n"));
        assertEquals("Error: evaluation nested too deeply: infinite recursion / options(expressions=)?\nExecution halted\n", err);
    }

    @Test
    void visibleValuesPrintAndAssignmentsDoNot() {
        assertEquals(0, run("x <- 1\ninvisible(2)\n(x <- 3)\nf <- function() invisible(4)\nf()\nif (FALSE) 1\n"));
        assertEquals("[1] 3\n", out);
    }

    @Test
    void warningsPrintAfterTheTopLevelCall() {
        assertEquals(0, run("f <- function() { warning('w'); cat('body\\n') }\nf()\n"));
        assertEquals("body\n", out);
        assertEquals("Warning message:\nIn f() : w\n", err);
    }

    @Test
    void copyOnModifyThroughArgumentsAndAliases() {
        assertEquals(0, run("x <- c(1, 2, 3)\ny <- x\nx[1] <- 0\nf <- function(v) { v[2] <- 0; v }\nz <- f(y)\ncat(x, '|', y, '|', z, '\\n')\n"));
        assertEquals("0 2 3 | 1 2 3 | 1 0 3 \n", out);
    }
}
