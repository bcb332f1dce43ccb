package flashr.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import flashr.lang.RDouble;
import flashr.lang.REnvironment;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Binding cells and the call-site memory of them: scoping must stay R's whatever was remembered. */
class BindingCellTest {
    private static String run(String script) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        new Session(new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(o, true, StandardCharsets.UTF_8))
                .runScript(script, "test.R");
        return o.toString(StandardCharsets.UTF_8);
    }

    @Test
    void rebindingKeepsTheCellAndRemovalEmptiesIt() {
        REnvironment e = new REnvironment(null);
        e.define("x", RDouble.of(1));
        REnvironment.Binding b = e.binding("x");
        e.define("x", RDouble.of(2));
        assertSame(b, e.binding("x"));
        assertEquals(2.0, ((RDouble) b.value()).get(0));
        e.remove("x");
        assertNull(b.value());
        e.define("x", RDouble.of(3));
        assertEquals(3.0, ((RDouble) e.binding("x").value()).get(0));
    }

    @Test
    void cellIsRememberedOnlyInTheEnvironmentItBelongsTo() {
        CallSite site = new CallSite(null, 0, FastPaths.ADD, null);
        REnvironment global = new REnvironment(null);
        REnvironment local = new REnvironment(global);
        global.define("x", RDouble.of(1));
        assertNull(site.cell(0, local, "x")); // found above: a later local x would shadow it
        assertEquals(1.0, ((RDouble) site.read(0, local, "x")).get(0));
        local.define("x", RDouble.of(2));
        assertEquals(2.0, ((RDouble) site.read(0, local, "x")).get(0));
        local.remove("x");
        assertEquals(1.0, ((RDouble) site.read(0, local, "x")).get(0));
    }

    @Test
    void assignAndEvalIntoTheLoopFrame() {
        assertEquals("[1] 30\n", run("g <- function() { y <- 1; for (k in 1:3) { y <- y + 1; assign('y', 10 * k) }; y }\nprint(g())\n"));
        assertEquals("[1] 210\n", run("h <- function() { z <- 1; for (k in 1:2) { z <- z + 1; eval(quote(z <- z * 10), envir = environment()) }; z }\nprint(h())\n"));
    }

    @Test
    void superAssignmentAndRemovalOfALocal() {
        assertEquals("[1] 11\n", run("total <- 5\nbump <- function() for (k in 1:3) total <<- total + k\nbump(); print(total)\n"));
        assertEquals("[1] FALSE\n", run("u <- function() { w <- 1; for (k in 1:3) w <- w + 1; rm(w); exists('w', inherits = FALSE) }\nprint(u())\n"));
        assertEquals("[1] 103\n", run("f <- function() { x <- 0; for (k in 1:3) { x <- x + k; if (k == 2) { rm(x); x <- 100 } }; x }\nprint(f())\n"));
    }

    @Test
    void closuresCaptureTheLoopVariableAndPromisesSeeLaterLocals() {
        assertEquals("[1] 1 2 3\n", run("fs <- list()\nfor (i in 1:3) local({ j <- i; fs[[j]] <<- function() j })\nprint(sapply(fs, function(f) f()))\n"));
        assertEquals("[1] 4\n", run("v <- function() { p <- function(a = q) a; q <- 3; p() + 1 }\nprint(v())\n"));
    }

    @Test
    void valuesReadBeforeAnAssignmentKeepTheirValue() {
        assertEquals("[1] 3\n[1] 2\n", run("s <- 1; print(s + (s <- s + 1)); print(s)\n"));
        assertEquals("[1] 1 2\n", run("s <- 1; print(c(s, s <- s + 1))\n"));
        assertEquals("[1] 4 1\n", run("s <- 1; t <- s; for (i in 1:3) s <- s + 1; print(c(s, t))\n"));
    }
}
